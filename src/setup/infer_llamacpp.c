/* infer_llamacpp.c - llama.cpp's kernel launches on CUDA and the launch
 * queue that times its prompt pipeline (infer_llamacpp.h). */
#include <math.h>

#include "models/infer_impl.h"
#include "setup/infer_llamacpp.h"

/* The kernels of llama.cpp's a CUDA stream holds pending before the next
 * launch blocks the host until one retires. A short kernel with two
 * arguments fills the queue at about 1,000 (launched 10,000 times: Stack
 * Overflow question 53970187, NVIDIA forum thread 68937, 2018); the queue is
 * a buffer of commands, and llama.cpp's launches take more of it (larger
 * argument blocks, cuBLAS's own launches, the events and copies between the
 * GPUs). Fitted at 900 on the shape of the prompt rate against the prompt
 * length (pp512 to pp8192) on XiongjieDai's May 2024 machines of 2 to 8
 * GPUs: Llama-3-70B Q4_K_M on 2 and 4 GPUs gains 1.07-1.10 times from pp512
 * to pp1024 (every GPU's piece, 950-2,050 launches, over the queue: the host
 * waits for each GPU to start a piece) while F16 on 4 GPUs gains 1.4-1.5
 * times (860-903 launches: at most the first GPU over it). Any depth from
 * about 870 to 940 keeps both. */
#define LLAMACPP_LAUNCH_QUEUE 900

/* A decode pass of llama.cpp over p > 1 GPUs launches its kernels one by
 * one (no CUDA graph in the May 2024 builds): mlsys_infer_llamacpp_launches
 * at 1 row for the batch-1 count the note gives. Where the engine times the
 * host's launches, the pass takes no less than them (at the batch's own
 * count), noted. */
void mlsys_llamacpp_decode_launches(struct mlsys_infer_in *in, struct mlsys_notes *notes)
{
    in->eng.decode_launches = mlsys_infer_llamacpp_launches(in, 1);
    if (in->eng.host_launch_s > 0)
        mlsys_notes_add(notes, "llama.cpp launches a batch-1 decode pass's %.0f kernels one by "
                               "one, %.1f us each from the host: no less than %.3g ms a token "
                               "(a larger batch's pass, counted at its rows, launches more)",
                        in->eng.decode_launches, in->eng.host_launch_s * 1e6,
                        in->eng.decode_launches * in->eng.host_launch_s * 1e3);
}

/* The most layers a GPU after the first holds in the layer split
 * (mlsys_infer_split_layers); 0 for p = 1. */
static double llamacpp_later_stage_layers(const struct mlsys_infer_in *in)
{
    double layers[MLSYS_INFER_QUEUE_MAX_STAGES], most = 0;
    mlsys_infer_split_layers(in, layers);
    for (int s = 1; s < (int)in->lay.pp; s++)
        most = fmax(most, layers[s]);
    return most;
}

/* llama.cpp's pipeline of prompt pieces over its layer split needs the host
 * to run ahead of the GPUs, queueing a piece's kernels on one GPU while the
 * GPUs before it work. The model simulates the host and the launch queues
 * (mlsys_infer_pieces_s) with the launches counted from the code and the
 * queue of LLAMACPP_LAUNCH_QUEUE. Where a GPU after the first takes more
 * kernels a piece than the queue holds, the host cannot finish queueing the
 * piece there until that GPU starts it, so it queues the next piece on the
 * first GPU only once that one has: the pieces overlap little (Llama-3-70B
 * Q4_K_M on 2 or 4 GPUs gains 1.07-1.10 times from pp512 to pp1024, not 2),
 * said. The first GPU over the queue holds nothing up: no GPU waits before
 * it. */
void mlsys_llamacpp_queue(struct mlsys_infer_in *in, struct mlsys_notes *notes)
{
    if (!(in->eng.ubatch_tokens > 0))
        return;
    double per_layer = mlsys_infer_llamacpp_layer_launches(in, in->eng.ubatch_tokens);
    double launches = mlsys_infer_stage_layers(in) * per_layer;
    double later = llamacpp_later_stage_layers(in) * per_layer;
    in->eng.launch_queue = LLAMACPP_LAUNCH_QUEUE;
    in->eng.layer_launches = per_layer;
    mlsys_notes_add(notes, "llama.cpp's prompt pieces are timed by the host queueing them: "
                           "the busiest GPU's %.0f layers launch %.0f kernels a piece (%.0f a "
                           "layer), the host waits while about %d are pending on a GPU and "
                           "for the piece %.0f before to leave it",
                    mlsys_infer_stage_layers(in), launches, per_layer, LLAMACPP_LAUNCH_QUEUE,
                    in->eng.ubatch_inflight);
    if (later > LLAMACPP_LAUNCH_QUEUE)
        mlsys_notes_add(notes, "llama.cpp's prompt pieces overlap little: a GPU after the first "
                               "launches up to %.0f kernels a piece, more than its queue holds, "
                               "so it holds the host until it starts the piece, the GPUs before "
                               "it idle",
                        later);
}
