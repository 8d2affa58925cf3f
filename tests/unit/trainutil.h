/* trainutil.h - the helper the training model's unit tests share
 * (test_train.c, test_train_tune.c): one evaluation that must succeed.
 * Include after testutil.h. */
#ifndef MLSYS_TEST_TRAINUTIL_H
#define MLSYS_TEST_TRAINUTIL_H

#include "mlsys/err.h"
#include "mlsys/train.h"

/* mlsys_train_eval of in, failing the test (with the message) on any error. */
static inline struct mlsys_train_out run(const struct mlsys_train_in *in)
{
    struct mlsys_train_out o;
    struct mlsys_err err;
    mlsys_err_clear(&err);
    int rc = mlsys_train_eval(in, &o, &err);
    if (rc)
        print_error("unexpected error: %s\n", err.msg);
    assert_int_equal(rc, MLSYS_OK);
    return o;
}

#endif
