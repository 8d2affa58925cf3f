"""The Python binding against the command line: the same words must give the
same rows, units, notes, messages and exit statuses as `mlsys ... --format
json` (the CLI's JSON is the second method: it goes through the renderer and
the shortest round-trip printer, Python through plain values, and a double
printed that way reads back bit for bit). Values written by hand below are
hand calculations or the literal inputs. Run by tests/python.sh, which sets
MLSYS_LIBRARY (the built libmlsys.so), MLSYS_BINARY (the built mlsys) and
PYTHONPATH (this package)."""
import json
import math
import os
import shlex
import shutil
import subprocess
import tempfile

import pytest

import mlsys

BINARY = os.environ["MLSYS_BINARY"]

# Global options that only shape printed text; Python refuses them.
TEXT_ONLY = {"-f": 1, "--format": 1, "--digits": 1, "--no-header": 0, "--plot": 1, "--x": 1,
             "--y": 1, "--log": 1}


def cli_json(words):
    """(status, document or None, stderr lines) of the binary run with -f json."""
    p = subprocess.run([BINARY] + words + ["--format", "json"], capture_output=True, text=True)
    # JSON numbers read as doubles, as the CLI wrote them (an integer-looking
    # 95377218858505620 is the double 9.537721885850562e16).
    doc = json.loads(p.stdout, parse_int=float) if p.stdout.strip() else None
    return p.returncode, doc, p.stderr.splitlines()


def without_text_options(words):
    out, skip = [], 0
    for w in words:
        if skip:
            skip -= 1
            continue
        name = w.split("=", 1)[0]
        if name in TEXT_ONLY:
            skip = TEXT_ONLY[name] if "=" not in w else 0
            continue
        out.append(w)
    return out


def python_rows(words):
    """(status, rows, units, notes, message, problems) of the binding."""
    try:
        rows = mlsys.Rows(words)
        got = rows.rows()
        return 0, got, rows.units, rows.notes, "", rows.problems
    except mlsys.MlsysError as e:
        return e.status, None, None, None, e.message, e.problems


def examples():
    for c in mlsys.help_data()["commands"]:
        for ex in c["examples"]:
            words = shlex.split(ex)[1:]
            if words and words[0] not in ("help", "completion"):
                yield pytest.param(without_text_options(words), id=ex[:90])


@pytest.mark.parametrize("words", list(examples()))
def test_every_help_example_gives_the_cli_json(words):
    status, doc, _ = cli_json(words)
    got = python_rows(words)
    assert got[0] == status
    if status == 0 and doc is not None:
        assert got[1] == doc["rows"]
        assert got[2] == doc["units"]
        assert got[3] == doc.get("notes", [])


def test_keywords_name_options_as_the_command_line_does():
    rows = mlsys.run("iron-law", hw="h100", workload="llama70b")
    _, doc, _ = cli_json(["iron-law", "--hw", "h100", "--workload", "llama70b"])
    assert rows[0] == doc["rows"][0]
    assert rows.units["T"] == "s"
    # The iron law's own sum, from the row's parts (docs/notation.md):
    # T = p (T_mem + T_comp) + T_comm + L_lat with p = 1, T_comm = 0.
    r = rows[0]
    assert math.isclose(r["T"], r["T_mem"] + r["T_comp"] + r["L_lat"], rel_tol=1e-12)
    same = mlsys.iron_law(hw="h100", workload="llama70b")
    assert same[0] == r


def test_underscores_are_dashes_and_numbers_keep_every_digit():
    rows = mlsys.run("train", hw="a100", workload="gpt3", devices=1024, tp=8, pp=8,
                     global_batch=1536, fabric="ib-hdr")
    _, doc, _ = cli_json(["train", "--hw", "a100", "--workload", "gpt3", "--devices", "1024",
                          "--tp", "8", "--pp", "8", "--global-batch", "1536",
                          "--fabric", "ib-hdr"])
    assert rows.rows() == doc["rows"]
    # 1024 devices = t p d = 8 * 8 * d, so d = 16.
    assert rows[0]["dp"] == 16
    eff = 0.1 + 0.2  # 0.30000000000000004: repr keeps it
    a = mlsys.run("iron-law", hw="h100", workload="llama70b", eff=eff)[0]
    b = cli_json(["iron-law", "--hw", "h100", "--workload", "llama70b", "--eff", repr(eff)])[1]
    assert a == b["rows"][0]


def test_a_range_sweeps_integers_and_a_list_sweeps_its_items():
    rows = mlsys.infer(hw="h100", workload="llama3-8b", batch=range(1, 65))
    assert [r["batch"] for r in rows] == list(range(1, 65))
    stepped = mlsys.infer(hw="h100", workload="llama3-8b", batch=range(1, 20, 6))
    assert [r["batch"] for r in stepped] == [1, 7, 13, 19]
    down = mlsys.infer(hw="h100", workload="llama3-8b", batch=range(3, 0, -1))
    assert [r["batch"] for r in down] == [3, 2, 1]
    hw = mlsys.iron_law(hw=["a100", "v100"], workload="llama70b")
    assert [r["hw"] for r in hw] == ["a100", "v100"]
    with pytest.raises(ValueError):
        mlsys.infer(hw="h100", workload="llama3-8b", batch=range(5, 5))


def test_a_flag_is_true_or_false():
    words = ["plan", "--hw", "a100", "--workload", "gpt3", "--devices", "64",
             "--global-batch", "64", "--all"]
    status, doc, _ = cli_json(words)
    rows = mlsys.plan(hw="a100", workload="gpt3", devices=64, global_batch=64, all=True)
    assert status == 0 and rows.rows() == doc["rows"]
    with pytest.raises(ValueError):
        mlsys.plan(hw="a100", workload="gpt3", all="yes")


def test_errors_carry_the_cli_message_and_status():
    cases = [
        ["iron-law", "--hw", "h100", "--workload", "llama70b", "--bacth", "3"],
        ["iron-law", "--hw", "h1000", "--workload", "llama70b"],
        ["iron-law", "--hw", "h100", "--bw", "3 s"],
        ["nosuchcommand"],
        ["catalog"],
        ["iron-law", "--hw", "h100", "--workload", "llama70b", "--assert", "T < 1ms"],
    ]
    for words in cases:
        status, _, err = cli_json(words)
        assert status != 0
        with pytest.raises(mlsys.MlsysError) as e:
            mlsys.Rows(words).rows()
        assert e.value.status == status, words
        assert e.value.message == err[-1], words


def test_failed_points_are_problems_and_end_with_the_cli_error():
    words = ["iron-law", "--hw", "h100", "--workload", "llama70b", "--batch", "1,-2,3"]
    status, _, err = cli_json(words)
    got = python_rows(words)
    assert got[0] == status
    if status:
        assert got[4] == err[-1]
        assert got[5] == err[:-1]


def test_text_only_options_are_refused():
    with pytest.raises(mlsys.MlsysError) as e:
        mlsys.run("iron-law", hw="h100", workload="llama70b", format="csv")
    assert e.value.status == 2
    assert e.value.message == ("mlsys iron-law: --format shapes printed text; rows handed to "
                               "a program have no use for it")


def test_columns_choose_and_order_the_keys():
    rows = mlsys.run("iron-law", hw="h100", workload="llama70b", columns="T,bound")
    assert rows.keys == ["T", "bound"]
    assert list(rows[0]) == ["T", "bound"]


def test_the_catalog_is_listed_and_extended():
    names = [r["name"] for r in mlsys.catalog("list", "hardware")]
    assert "h100-sxm" in names and "a100" in names
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "hardware"))
        with open(os.path.join(d, "hardware", "mychip.yaml"), "w") as f:
            f.write("name: mychip\nclass: cloud\nyear: 2026\ntitle: My chip\n"
                    "vendor: Nobody\nsource: a test\n"
                    "memory:\n  bandwidth: 1 TB/s\n  capacity: 16 GB\n"
                    "compute:\n  fp16: 100 TFLOP/s\npower:\n  tdp: 300 W\n"
                    "latency:\n  launch: 5 us\n")
        rows = mlsys.run("iron-law", hw="mychip", workload="llama3-8b", catalog=d)
        _, doc, _ = cli_json(["iron-law", "--hw", "mychip", "--workload", "llama3-8b",
                              "--catalog", d])
        assert rows.rows() == doc["rows"]
        # BW = 1 TB/s = 1e12 B/s, as written in the file.
        assert rows[0]["BW"] == 1e12
        both = mlsys.run("iron-law", hw="mychip", workload="llama3-8b", catalog=[d, d])
        assert both.rows() == rows.rows()


def test_a_sweep_streams_and_stops_when_the_reader_does():
    rows = mlsys.iron_law(hw="h100", workload="llama70b", batch=range(1, 2000001))
    it = iter(rows)
    first = [next(it) for _ in range(3)]
    assert [r["batch"] for r in first] == [1, 2, 3]
    assert rows._rows is None  # nothing kept
    it.close()                 # the run stops; it does not compute 2 million points
    assert not rows._thread.is_alive()
    with pytest.raises(RuntimeError):
        iter(rows)


def test_dataframe():
    pandas = pytest.importorskip("pandas")
    rows = mlsys.infer(hw="h100", workload="llama3-8b", batch=range(1, 5))
    df = rows.dataframe()
    assert isinstance(df, pandas.DataFrame)
    assert list(df["batch"]) == [1, 2, 3, 4]
    assert df.attrs["units"] == rows.units


def test_commands_and_help_come_from_the_library():
    names = mlsys.commands()
    assert "iron-law" in names and "train" in names and "catalog list" in names
    assert "catalog" not in names and "help" not in names
    assert mlsys.iron_law.__doc__.startswith(mlsys.help_data()["commands"][0]["summary"])
