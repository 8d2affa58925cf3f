/* say.c - the library's texts in a command's words: the model inputs that
 * set-up and the models name as {id} become the command's options. */
#include <stdio.h>
#include <string.h>

#include "core/text.h"
#include "run/command.h"

/* What a name callback needs: the command's options and room for one
 * answer. */
struct say {
    struct mlsys_optlist opts;
    char buf[MLSYS_TEXT_WORD_MAX];
};

/* "--name" of the option called id (or aliased id), else NULL. */
static const char *option_for(void *self, const char *id)
{
    struct say *s = self;
    for (size_t i = 0; i < s->opts.n; i++)
        if (mlsys_opt_named(s->opts.d[i], id)) {
            snprintf(s->buf, sizeof s->buf, "--%s", s->opts.d[i]->name);
            return s->buf;
        }
    return NULL;
}

char *mlsys_cmd_say(const struct mlsys_cmddef *cmd, const char *in, size_t *unknown)
{
    struct say s;
    mlsys_cmd_optlist(cmd, &s.opts);
    return mlsys_text_inputs_dup(in, option_for, &s, unknown);
}

void mlsys_cmd_say_err(const struct mlsys_cmddef *cmd, struct mlsys_err *err)
{
    struct say s;
    mlsys_cmd_optlist(cmd, &s.opts);
    if (mlsys_text_inputs_err(err, option_for, &s))
        err->where[0] = '\0'; /* the context is an input cmd has no option for: no context */
}
