/* infer_comm.c - the collectives of a serving step (infer_impl.h): the
 * tensor-parallel all-reduces priced by NCCL's protocols and the pipeline
 * stages' hand-offs, inside a node or across the scale-out fabric
 * (docs/inference.md, "T_comm"). */
#include <math.h>

#include "mlsys/comm.h"
#include "mlsys/infer.h"
#include "models/infer_impl.h"

/* Contract in mlsys/infer.h. */
double mlsys_infer_allreduces_s(const struct mlsys_link *link, double eta, double ll_Bps,
                                double reduces, double tp, double pp, double M_B)
{
    struct mlsys_link eff = {link->alpha_s, link->beta_Bps * eta};
    double x = reduces * mlsys_comm_nccl_protocols_s(link, eta, ll_Bps, tp, M_B);
    if (pp > 1)
        x += (pp - 1) * mlsys_comm_p2p_s(&eff, M_B);
    return x;
}

double mlsys_infer_collectives_ll_s(const struct mlsys_link *link, double eta, double ll_Bps,
                                    double layers, double tp, double pp, double M_B)
{
    return mlsys_infer_allreduces_s(link, eta, ll_Bps, 2 * layers, tp, pp, M_B);
}

double mlsys_infer_collectives_s(const struct mlsys_link *link, double eta, double layers,
                                 double tp, double pp, double M_B)
{
    return mlsys_infer_collectives_ll_s(link, eta, NAN, layers, tp, pp, M_B);
}

/* Contract in infer_impl.h. */
double mlsys_infer_allreduces_per_layer(const struct mlsys_infer_in *in)
{
    return in->eng.reduce_per_branch ? 2 : mlsys_arch_tp_allreduces(&in->arch);
}

/* Contract in infer_impl.h. */
double mlsys_infer_comm_s(const struct mlsys_infer_in *in, double M, double *hops_s,
                          double *hop_max_s)
{
    const struct mlsys_device *d = &in->dev;
    double t = in->lay.tp, p = in->lay.pp, node = d->node_devices, L = in->arch.layers;
    double n = mlsys_infer_stage_devices(&in->lay); /* t, or e with expert parallelism */
    struct mlsys_link up = {d->intra.alpha_s, d->intra.beta_Bps * d->eta_intra};
    double hop_up = p > 1 ? mlsys_comm_p2p_s(&up, M) : 0;
    double reduces = mlsys_infer_allreduces_per_layer(in) * L;
    if (!(node > 0) || n * p <= node) {
        double x = mlsys_infer_allreduces_s(&d->intra, d->eta_intra, d->ll_Bps, reduces, t, p, M);
        if (hops_s) {
            *hops_s = (p - 1) * hop_up;
            *hop_max_s = hop_up;
        }
        return x;
    }
    /* inside a node NCCL's ring by protocol; across nodes the faster of a
     * ring and NCCL's tree */
    double ar = t > node ? mlsys_comm_nccl_s(&d->inter, d->eta_inter, t, M, 0, 2)
                         : mlsys_comm_nccl_protocols_s(&d->intra, d->eta_intra, d->ll_Bps, t, M);
    double crossing = n >= node ? p - 1 : floor((p - 1) * n / node), inside = p - 1 - crossing;
    struct mlsys_link out = {d->inter.alpha_s, d->inter.beta_Bps * d->eta_inter};
    double hop_out = mlsys_comm_p2p_s(&out, M);
    /* hand-offs inside a node only where some stay inside: a node of one
       device has no link inside it (hop_up is then not a number) */
    double hops = crossing * hop_out + (inside > 0 ? inside * hop_up : 0);
    if (hops_s) {
        *hops_s = hops;
        *hop_max_s = crossing <= 0 ? hop_up : inside > 0 ? fmax(hop_out, hop_up) : hop_out;
    }
    return reduces * ar + hops;
}
