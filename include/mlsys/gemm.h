/* gemm.h - the time of a matrix product on a device: a roofline per
 * kernel with tile and wave quantisation (docs/notation.md, docs/train.md).
 * Shared by the training and inference models. Doubles in base SI units.
 *
 * Thread safety: every function here is pure: it reads only its arguments
 * and writes only through its output pointers, with no global or hidden
 * state, so calls from several threads at once are safe.
 */
#ifndef MLSYS_GEMM_H
#define MLSYS_GEMM_H

#include "mlsys/export.h"
#include "mlsys/comm.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One device as the GEMM-level models (train, infer) see it, and the links
 * around it (NaN where unknown; set up by mlsys_setup_gemm_device and the
 * link set-up, setup.h). */
struct mlsys_device {
    double peak_flops;      /* R_peak at the compute precision                   */
    double eta_mm;          /* achieved fraction of R_peak on large, well-tiled GEMMs */
    double units;           /* compute units (SMs) for wave quantisation; NaN: none */
    double bw_Bps;          /* memory bandwidth                                  */
    double eta_mem;         /* achieved fraction of it by streaming kernels      */
    double capacity_B;      /* memory; NaN: unknown                              */
    double tdp_W;           /* NaN: unknown                                      */
    double node_devices;    /* devices per node sharing the scale-up link        */
    struct mlsys_link intra; /* scale-up link per device (per direction)         */
    double eta_intra;       /* achieved bus bandwidth / link bandwidth           */
    struct mlsys_link inter; /* scale-out link per device (one NIC each)         */
    double eta_inter;
    double ll_Bps;          /* NCCL's LL protocol bus-bandwidth cap over intra: its
                               all-reduces priced by protocol (mlsys_comm_nccl_protocols_s);
                               0 or NaN: the plain ring. Appended in 0.1 */
    double eta_inter_p2p;   /* achieved share of inter by one point-to-point transfer
                               (a pipeline send); 0 or NaN: eta_inter. Appended in 0.1 */
};

/* What times a GEMM on one device. */
struct mlsys_gemm_dev {
    double peak_flops; /* R_peak at the precision the product runs in         */
    double eta_mm;     /* achieved fraction of it on large, well-tiled products */
    double units;      /* compute units (SMs) the tiles are spread over; NaN: none */
    double bw_Bps;     /* the rate the operands stream at (BW eta_mem, or a cap) */
};

/* Tile and wave quantisation of an M x N output (batch of them) over
 * `units` compute units: the useful share of the work done with the best
 * of the CTA tiles 256x128, 128x256 (relative throughput 1), 128x128
 * (0.9) and 64x128 (0.75) (NVIDIA, "Matrix Multiplication Background User's
 * Guide", DU-09799-001, s3; the relative figures are our estimate), a tile
 * no taller than the product rounded up to 16 rows (the MMA step: skinny
 * products run short tiles). 1 when units is NaN or M <= 16: so skinny a
 * product runs as a matrix-vector kernel spread over every unit (split over
 * N and K). */
MLSYS_API double mlsys_gemm_quantisation(double units, double M, double N, double batch);

/* The time of C[M,N] = A[M,K] B[K,N], batch of them: the larger of
 * 2 M N K batch / (R_peak eta_mm q) and the operand bytes batch (s_a M K +
 * s_b K N + s_c M N) / bw_Bps. */
MLSYS_API double mlsys_gemm_roofline_s(const struct mlsys_gemm_dev *d, double M, double N, double K,
                                       double batch, double s_a_B, double s_b_B, double s_c_B);

#ifdef __cplusplus
}
#endif

#endif
