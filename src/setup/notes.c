/* notes.c - what the set-up assumed, as text for people (setup.h). */
#include <stdarg.h>
#include <stdio.h>

#include "mlsys/catalog.h"
#include "mlsys/setup.h"
#include "mlsys/units.h"

void mlsys_notes_add(struct mlsys_notes *notes, const char *fmt, ...)
{
    if (!notes || notes->n == MLSYS_NOTES_MAX)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(notes->text[notes->n++], MLSYS_NOTE_LEN, fmt, ap);
    va_end(ap);
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
