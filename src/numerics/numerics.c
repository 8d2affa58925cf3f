/* numerics.c - process-wide set-up of the numerical library (the only
 * directory that includes GSL headers). */
#include "numerics/numerics.h"

#include "mlsys/init.h"

#include <gsl/gsl_errno.h>

void mlsys_numerics_init(void)
{
    /* GSL's default handler aborts; ours return statuses instead. */
    gsl_set_error_handler_off();
}

/* The public name of the same set-up (mlsys/init.h). */
void mlsys_init(void)
{
    mlsys_numerics_init();
}
