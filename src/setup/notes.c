/* notes.c - what the set-up assumed, as text for people (setup.h). */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlsys/catalog.h"
#include "mlsys/setup.h"
#include "mlsys/units.h"

void mlsys_notes_init(struct mlsys_notes *notes)
{
    notes->n = notes->len_B = notes->cap_B = notes->lost = 0;
    notes->heap = NULL;
}

void mlsys_notes_free(struct mlsys_notes *notes)
{
    if (!notes)
        return;
    free(notes->heap);
    mlsys_notes_init(notes);
}

/* Where the text is, and how many bytes it may take. */
static char *text_of(struct mlsys_notes *notes)
{
    return notes->cap_B ? notes->heap : notes->local;
}
static size_t cap_of(const struct mlsys_notes *notes)
{
    return notes->cap_B ? notes->cap_B : sizeof notes->local;
}

/* Room for need more bytes of text: the heap at least doubles, so n notes
 * cost O(log n) allocations, and a struct cleared for reuse none. */
static int grow(struct mlsys_notes *notes, size_t need)
{
    size_t cap = cap_of(notes);
    if (need > SIZE_MAX / 2 - notes->len_B)
        return -1;
    size_t want = notes->len_B + need > 2 * cap ? notes->len_B + need : 2 * cap;
    char *p = realloc(notes->heap, want);
    if (!p)
        return -1;
    if (!notes->cap_B)
        memcpy(p, notes->local, notes->len_B);
    notes->heap = p;
    notes->cap_B = want;
    return 0;
}

void mlsys_notes_add(struct mlsys_notes *notes, const char *fmt, ...)
{
    if (!notes)
        return;
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    size_t room = cap_of(notes) - notes->len_B;
    int k = vsnprintf(text_of(notes) + notes->len_B, room, fmt, ap);
    if (k >= 0 && (size_t)k >= room)
        k = grow(notes, (size_t)k + 1) ? -1
                                      : vsnprintf(text_of(notes) + notes->len_B, (size_t)k + 1,
                                                  fmt, again);
    va_end(again);
    va_end(ap);
    if (k < 0) {
        notes->lost++;
        snprintf(notes->lost_text, sizeof notes->lost_text, "%zu more note%s could not be kept",
                 notes->lost, notes->lost == 1 ? "" : "s");
        return;
    }
    notes->len_B += (size_t)k + 1;
    notes->n++;
}

const char *mlsys_notes_next(const struct mlsys_notes *notes, const char *prev)
{
    if (prev == notes->lost_text)
        return NULL;
    const char *text = notes->cap_B ? notes->heap : notes->local;
    const char *at = prev ? prev + strlen(prev) + 1 : text;
    if (at < text + notes->len_B)
        return at;
    return notes->lost ? notes->lost_text : NULL;
}

const char *mlsys_setup_fmt(double v, const char *family, char *buf, size_t n)
{
    mlsys_qty q;
    if (mlsys_units_parse_unit(family, &q, NULL) ||
        (q.v = v, mlsys_units_format(q, family, MLSYS_FMT_AUTO, 4, buf, n, NULL)))
        snprintf(buf, n, "%.4g %s", v, family);
    return buf;
}

void mlsys_setup_hw_note(const struct mlsys_record *hw, struct mlsys_notes *notes)
{
    if (!hw)
        return;
    double n = mlsys_hw_devices(hw);
    bool system = mlsys_hw_kind(hw) == MLSYS_HW_KIND_SYSTEM;
    if (n > 1)
        mlsys_notes_add(notes, "%s is a %s of %g devices: figures are per device (the entry's "
                               "rates, memory, bandwidth and power / %g)",
                        mlsys_record_name(hw), system ? "system" : "board", n, n);
    else if (system)
        mlsys_notes_add(notes, "%s is a whole system (kind: system), evaluated as one device with "
                               "the system's rates, memory and bandwidth",
                        mlsys_record_name(hw));
}
