/* main.c - the mlsys binary: process set-up around mlsys_cli_main. */
#include <signal.h>
#include <stdio.h>

#include "cli/cli.h"
#include "mlsys/catalog.h"
#include "numerics/numerics.h"

int main(int argc, char **argv)
{
    /* A reader closing the pipe (| head) shows up as EPIPE on write, which
     * the renderer turns into a quiet, successful end. */
    signal(SIGPIPE, SIG_IGN);
    mlsys_numerics_init();
    return mlsys_cli_main(argc, argv, &mlsys_data_catalog, stdout, stderr);
}
