/* inferopts.h - the deployment options `infer` and `serving` share (the
 * layers' split, the memory the KV cache may take, llama.cpp's kernels and
 * pieces), bound to the set-up layer's inference request (internal). */
#ifndef MLSYS_COMMANDS_INFEROPTS_H
#define MLSYS_COMMANDS_INFEROPTS_H

#include "mlsys/setup.h"
#include "run/command.h"

enum { ID_PP, ID_MEM_UTIL, ID_KV_BLOCK, ID_QUANT_MATMUL, ID_UBATCH, ID_SPEC_TOKENS,
       ID_SPEC_ACCEPT, ID_WINDOW, ID_N };
extern const struct mlsys_optblock mlsys_blk_deploy;

/* The deployment block of call into r: pp, mem_util, kv_block,
 * quant_matmul, ubatch, spec_tokens, spec_accept and sliding_window (NaN
 * or UNSET where the option's default is the set-up's), and the node and
 * link blocks (mlsys_train_net): intra_fabric, node_size, fabric, inter.
 * MLSYS_EUSAGE for an unknown fabric, naming the option. Thread-safe; call
 * must have the deployment block. */
int mlsys_infer_deploy(const struct mlsys_call *call, struct mlsys_infer_req *r,
                       struct mlsys_err *err);

/* A note into nt (none when NULL) when --engine (the bound value engine)
 * was given under another name than its choice's ("vllm" for fused): the
 * word read and the profile it stands for. Thread-safe. */
void mlsys_infer_engine_alias_note(const struct mlsys_val *engine, struct mlsys_notes *nt);

/* A note into nt (none when NULL) when r names a link between nodes
 * (--fabric, --alpha or --beta) that the replica set up in `in` does not
 * use, its t p devices sharing one node, so that the options are not
 * dropped silently (a replica spanning nodes has the set-up's own note of
 * the link it crosses). Thread-safe. */
void mlsys_infer_link_note(const struct mlsys_infer_req *r, const struct mlsys_infer_in *in,
                           struct mlsys_notes *nt);

#endif
