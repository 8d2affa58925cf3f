/* infer_llamacpp.h - llama.cpp's kernel launches on CUDA, counted from its
 * code, and the launch queue that times its prompt pipeline over a layer
 * split (docs/inference.md, "Engines"). Internal to the setup layer. Thread
 * safety: each function writes only the inputs and notes it is given. */
#ifndef MLSYS_SETUP_INFER_LLAMACPP_H
#define MLSYS_SETUP_INFER_LLAMACPP_H

#include "mlsys/infer.h"
#include "mlsys/setup.h"

/* Sets in->eng.decode_launches, the kernels a batch-1 decode pass launches
 * (every layer's and the output's), and notes the host's floor when the
 * engine times its launches (eng.host_launch_s > 0). */
void mlsys_llamacpp_decode_launches(struct mlsys_infer_in *in, struct mlsys_notes *notes);

/* For a prompt computed in pieces (eng.ubatch_tokens > 0) over p <=
 * MLSYS_INFER_QUEUE_MAX_STAGES stages (the caller refuses more): sets the launch
 * queue's depth and the launches a layer, so the pieces are timed by the
 * host and the queues (mlsys_infer_pieces_s), and notes them, and that the
 * pieces overlap little where a GPU after the first takes more launches a
 * piece than the queue holds. */
void mlsys_llamacpp_queue(struct mlsys_infer_in *in, struct mlsys_notes *notes);

#endif
