/* test_version.c - the version macros, the run-time version and the
 * project version CMake read from the header agree. */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include "mlsys/version.h"

/* The library this test links reports the headers' version. */
static void test_runtime_matches_header(void **state)
{
    (void)state;
    assert_string_equal(mlsys_version(), MLSYS_VERSION);
}

/* MLSYS_VERSION is "MAJOR.MINOR.PATCH" of the three numbers, and
 * MLSYS_VERSION_NUM packs them 8 bits each: for 0.1.0 that is
 * 0 << 16 | 1 << 8 | 0 = 0x000100; in general it is checked against the
 * parts by a second route (printf). */
static void test_parts(void **state)
{
    (void)state;
    char want[32];
    snprintf(want, sizeof want, "%d.%d.%d", MLSYS_VERSION_MAJOR, MLSYS_VERSION_MINOR,
             MLSYS_VERSION_PATCH);
    assert_string_equal(MLSYS_VERSION, want);
    assert_int_equal(MLSYS_VERSION_NUM, MLSYS_VERSION_MAJOR * 65536 + MLSYS_VERSION_MINOR * 256
                                            + MLSYS_VERSION_PATCH);
#if MLSYS_VERSION_MAJOR == 0 && MLSYS_VERSION_MINOR == 1 && MLSYS_VERSION_PATCH == 0
    assert_int_equal(MLSYS_VERSION_NUM, 0x000100);
#endif
    /* Usable in #if, as a version check in a program would be. */
#if MLSYS_VERSION_NUM < 0x000100
    fail_msg("MLSYS_VERSION_NUM is below the first release, 0.1.0");
#endif
}

/* CMake's project version (passed in as MLSYS_PROJECT_VERSION, from which
 * the shared library's name and mlsys.pc are made) is the header's. */
static void test_cmake_agrees(void **state)
{
    (void)state;
    assert_string_equal(MLSYS_PROJECT_VERSION, MLSYS_VERSION);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_runtime_matches_header),
        cmocka_unit_test(test_parts),
        cmocka_unit_test(test_cmake_agrees),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
