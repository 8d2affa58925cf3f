/* link.c - a network link from a catalog fabric and overrides (setup.h). */
#include <math.h>

#include "mlsys/catalog.h"
#include "mlsys/setup.h"

/* Share of a link's bandwidth collectives reach when the catalog has no
 * measured figure (NCCL bus bandwidth is typically 75-95 % of the line rate). */
#define DEFAULT_ETA_LINK 0.8

/* Note which of alpha and beta came from fabric fab. */
static void note_fabric(const struct mlsys_record *fab, bool own_a, bool own_b,
                        const struct mlsys_link *link, const char *prefix,
                        struct mlsys_notes *notes)
{
    const char *name = mlsys_record_name(fab);
    const char *title = mlsys_fabric_text(fab, MLSYS_FAB_TITLE);
    if (!title)
        title = name;
    char a[64], b[64];
    mlsys_setup_fmt(link->alpha_s, "s", a, sizeof a);
    mlsys_setup_fmt(link->beta_Bps, "B/s", b, sizeof b);
    if (own_a && own_b)
        mlsys_notes_add(notes, "fabric %s not used: {%salpha} and {%sbeta} override it", name,
                        prefix, prefix);
    else if (own_a)
        mlsys_notes_add(notes, "beta = %s from fabric %s (%s); alpha from {%salpha}", b, name,
                        title, prefix);
    else if (own_b)
        mlsys_notes_add(notes, "alpha = %s from fabric %s (%s); beta from {%sbeta}", a, name,
                        title, prefix);
    else
        mlsys_notes_add(notes, "alpha = %s and beta = %s from fabric %s (%s)", a, b, name, title);
}

int mlsys_setup_link(const struct mlsys_record *fab, double alpha_s, double beta_Bps,
                     const char *prefix, struct mlsys_link *out, struct mlsys_notes *notes,
                     struct mlsys_err *err)
{
    bool own_a = !isnan(alpha_s), own_b = !isnan(beta_Bps);
    out->alpha_s = alpha_s;
    out->beta_Bps = beta_Bps;
    if (fab) {
        if (!own_a)
            out->alpha_s = mlsys_fabric_qty(fab, MLSYS_FAB_LATENCY).v;
        if (!own_b)
            out->beta_Bps = mlsys_fabric_qty(fab, MLSYS_FAB_BANDWIDTH).v;
        note_fabric(fab, own_a, own_b, out, prefix, notes);
    }
    if (isnan(out->beta_Bps) || isnan(out->alpha_s))
        return mlsys_err_set(err, MLSYS_EUSAGE,
                             "missing {%s%s} (%s); give {%sfabric} NAME, or {%salpha} and "
                             "{%sbeta}",
                             prefix, isnan(out->alpha_s) ? "alpha" : "beta",
                             isnan(out->alpha_s) ? "fixed cost per message"
                                                 : "link bandwidth per direction",
                             prefix, prefix, prefix);
    return MLSYS_OK;
}

/* Fabric fab, else the device's node fact `field` (a fabric name) found
 * in cat; NULL when neither gives one. Errors: a name cat lacks. */
static int node_fabric(struct mlsys_catalog *cat, const struct mlsys_record *hw,
                       enum mlsys_hw_field field, const struct mlsys_record **fab,
                       struct mlsys_err *err)
{
    const char *name = hw ? mlsys_hw_text(hw, field) : NULL;
    if (*fab || !name || !cat)
        return MLSYS_OK;
    return mlsys_catalog_find(cat, MLSYS_CAT_FABRIC, name, fab, err);
}

int mlsys_setup_scaleout(struct mlsys_catalog *cat, const struct mlsys_record *hw,
                         const struct mlsys_record *fab, struct mlsys_link *link,
                         const struct mlsys_record **used, struct mlsys_err *err)
{
    int rc = node_fabric(cat, hw, MLSYS_HW_NODE_SCALEOUT, &fab, err);
    if (rc)
        return rc;
    *used = fab;
    link->beta_Bps = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_BANDWIDTH).v : NAN;
    link->alpha_s = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_LATENCY).v : NAN;
    return MLSYS_OK;
}

double mlsys_setup_link_eta(const struct mlsys_record *fab, const char *what,
                            struct mlsys_notes *notes)
{
    double eta = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_EFFICIENCY).v : NAN;
    if (!isnan(eta))
        return eta;
    mlsys_notes_add(notes, "eta = %g for the %s link%s%s (no measured efficiency in the catalog)",
                    DEFAULT_ETA_LINK, what, fab ? " " : "", fab ? mlsys_record_name(fab) : "");
    return DEFAULT_ETA_LINK;
}

double mlsys_setup_mesh_Bps(const struct mlsys_record *fab, double beta_Bps, double group,
                            struct mlsys_notes *notes)
{
    double peers = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_MESH_PEERS).v : NAN;
    if (!(peers >= 1))
        return beta_Bps;
    double links = fmax(1, fmin(group - 1, peers));
    mlsys_notes_add(notes, "%s is a full mesh: a group of %.0f reaches %.0f of its %.0f peers "
                           "over links of their own, %.4g GB/s a direction",
                    mlsys_record_name(fab), group, links, peers, links * beta_Bps / 1e9);
    return links * beta_Bps;
}

int mlsys_setup_scaleup(struct mlsys_catalog *cat, const struct mlsys_record *hw,
                        const struct mlsys_record *fab, struct mlsys_link *link,
                        const struct mlsys_record **used, struct mlsys_err *err)
{
    int rc = node_fabric(cat, hw, MLSYS_HW_NODE_SCALEUP, &fab, err);
    if (rc)
        return rc;
    *used = fab;
    link->beta_Bps = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_BANDWIDTH).v
                         : mlsys_hw_dev_qty(hw, MLSYS_HW_SCALEUP_BANDWIDTH).v;
    double alpha = fab ? mlsys_fabric_qty(fab, MLSYS_FAB_LATENCY).v
                       : mlsys_hw_dev_qty(hw, MLSYS_HW_SCALEUP_LATENCY).v;
    link->alpha_s = isnan(alpha) ? 0 : alpha;
    return MLSYS_OK;
}

int mlsys_setup_one_node(double tp, double pp, double node_devices, const char *override,
                         const char *what, struct mlsys_err *err)
{
    double devices = tp * pp;
    if (!(node_devices > 0) || devices <= node_devices)
        return MLSYS_OK;
    mlsys_err_where(err, "%s", tp > 1 && pp > 1 ? "{tp}, {pp}" : pp > 1 ? "{pp}" : "{tp}");
    return mlsys_err_set(err, MLSYS_EUSAGE,
                         "t p = %g devices exceed a node of %g%s: %s spanning nodes is not "
                         "modelled",
                         devices, node_devices, override, what);
}
