/* numerics.h - numerical methods (GSL behind a small API). */
#ifndef MLSYS_NUMERICS_H
#define MLSYS_NUMERICS_H

/* Call once at start-up: turn GSL's abort-on-error handler off, so every
 * numerical failure comes back as a status (MLSYS_ENUMERIC). */
void mlsys_numerics_init(void);

#endif
