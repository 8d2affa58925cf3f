/* bare_print.c - the baseline for start-up time: a C program that only
 * prints one number (README.md, Speed). Not linked to mlsys. */
#include <stdio.h>

int main(void)
{
    printf("%.4g ms\n", 42.51);
    return 0;
}
