/* test_commands.c - invariants of the command table (run/command.h) that
 * the fixed-size option lists rely on: every command (and subcommand)
 * declares at most MLSYS_MAX_BLOCKS blocks and MLSYS_MAX_OPTS options in
 * all, and no option name or short letter twice. */
#include "testutil.h"

#include <string.h>

#include "run/command.h"


/* Check cmd and its subcommands; returns how many commands were seen. */
static int check(const struct mlsys_cmddef *cmd)
{
    size_t blocks = 0, opts = 0;
    for (const struct mlsys_optblock *const *b = cmd->blocks; b && *b; b++) {
        blocks++;
        opts += (*b)->n;
    }
    if (blocks > MLSYS_MAX_BLOCKS || opts > MLSYS_MAX_OPTS)
        fail_msg("%s: %zu blocks, %zu options (at most %d and %d)", cmd->name, blocks, opts,
                 MLSYS_MAX_BLOCKS, MLSYS_MAX_OPTS);
    struct mlsys_optlist l;
    mlsys_cmd_optlist(cmd, &l);
    assert_int_equal(l.n, opts);
    for (size_t i = 0; i < l.n; i++)
        for (size_t j = i + 1; j < l.n; j++) {
            if (!strcmp(l.d[i]->name, l.d[j]->name))
                fail_msg("%s: option --%s declared twice", cmd->name, l.d[i]->name);
            if (l.d[i]->short_name && l.d[i]->short_name == l.d[j]->short_name)
                fail_msg("%s: short option -%c declared twice", cmd->name, l.d[i]->short_name);
        }
    int seen = 1;
    for (const struct mlsys_cmddef *const *s = cmd->subs; s && *s; s++)
        seen += check(*s);
    return seen;
}

static void test_table_limits(void **state)
{
    (void)state;
    int seen = 0;
    for (const struct mlsys_cmddef *const *c = mlsys_commands; *c; c++)
        seen += check(*c);
    assert_true(seen >= 18); /* the 18 top-level commands at least */
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_table_limits)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
