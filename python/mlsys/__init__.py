"""mlsys from Python: every command of the mlsys calculator, without a process.

    import mlsys
    rows = mlsys.run("iron-law", hw="h100", workload="llama70b")
    rows[0]["T"]                      # the step time in seconds (base SI)
    rows.units["T"], rows.notes       # "s", what the command assumed
    for row in mlsys.infer(hw="h100", workload="llama3-70b", tp=8, batch=range(1, 513)):
        ...                           # a sweep streams, one dict per row

Options are keyword arguments named as on the command line with "-" written
"_" (global_batch=512 is --global-batch 512). A value is given as text
("50req/s", "2.5USD/h"), a number (in the option's base unit: seconds, bytes,
...), a list or tuple (a sweep over its items), a range (a sweep over
integers), True for a flag (plan's all=True) or yes/no options, None to
leave the option out. catalog= takes a directory or a list of them, like
--catalog. Errors are MlsysError, with the command line's message and exit
status.

The numbers are those `mlsys ... --format json` prints: base SI units
(docs/python.md), every output key, None where JSON has null.

Thread safety: runs may go on in several threads at once.
"""
import ctypes
import json
import os
import queue
import threading

__all__ = ["run", "Rows", "MlsysError", "commands", "help_data"]


class MlsysError(Exception):
    """A run that failed: message is the line the mlsys command prints on
    standard error, status its exit status (1 a file or evaluation failed,
    2 the command line is wrong, 3 an --assert failed), problems the lines
    of the points or records that failed before it."""

    def __init__(self, message, status, problems=()):
        super().__init__(message)
        self.message = message
        self.status = status
        self.problems = list(problems)


def _load():
    """libmlsys: MLSYS_LIBRARY, else the copy installed beside this file."""
    path = os.environ.get("MLSYS_LIBRARY") or os.path.join(os.path.dirname(__file__),
                                                           "libmlsys.so")
    lib = ctypes.CDLL(path)
    lib.mlsys_init.restype = None
    lib.mlsys_help_json_text.restype = ctypes.c_void_p
    lib.mlsys_free.argtypes = [ctypes.c_void_p]
    lib.mlsys_free.restype = None
    lib.mlsys_run_values.restype = ctypes.c_int
    lib.mlsys_run_values.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p),
                                     ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t]
    lib.mlsys_init()
    return lib


_lib = _load()


class _Value(ctypes.Structure):
    """struct mlsys_value (mlsys/table.h)."""
    _fields_ = [("type", ctypes.c_int), ("number", ctypes.c_double),
                ("text", ctypes.c_char_p), ("boolean", ctypes.c_int)]


_COLUMNS = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t,
                            ctypes.POINTER(ctypes.c_char_p), ctypes.POINTER(ctypes.c_char_p))
_ROW = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(_Value))
_TEXT = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p)


class _Receiver(ctypes.Structure):
    """struct mlsys_receiver (mlsys/table.h)."""
    _fields_ = [("columns", _COLUMNS), ("row", _ROW), ("note", _TEXT), ("problem", _TEXT),
                ("self", ctypes.c_void_p)]


def _help():
    ptr = _lib.mlsys_help_json_text()
    if not ptr:
        raise MemoryError("mlsys: out of memory reading the help")
    try:
        return json.loads(ctypes.string_at(ptr).decode("utf-8"))
    finally:
        _lib.mlsys_free(ptr)


_HELP = _help()
_COMMANDS = {c["name"]: c for c in _HELP["commands"]}
_GLOBALS = {o["name"]: o for o in _HELP["global_options"]}


def help_data():
    """The help of every command as `mlsys help --format json` gives it
    (docs/help-json.md): commands, options, units, defaults, output keys."""
    return json.loads(json.dumps(_HELP))


def commands():
    """The names of the commands that produce rows, as run() takes them
    ("iron-law", "catalog list", ...)."""
    return [name for name, c in _COMMANDS.items()
            if name not in ("help", "completion") and not c["subcommands"]]


def _number(x):
    """A number as the command line reads it: repr keeps every digit."""
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, float) and x != x:
        raise ValueError("mlsys: NaN is not a value")
    return repr(x) if isinstance(x, float) else str(x)


def _sweep(value):
    """The command line's text for one option value (a sweep for a list,
    tuple or range)."""
    if isinstance(value, range):
        if len(value) == 0:
            raise ValueError("mlsys: empty range %r" % (value,))
        last = value[-1]
        if len(value) == 1:
            return str(value.start)
        if value.step == 1:
            return "%d..%d" % (value.start, last)
        if value.step > 0:
            return "%d..%d+%d" % (value.start, last, value.step)
        return ",".join(str(v) for v in value)
    if isinstance(value, (list, tuple)):
        if not value:
            raise ValueError("mlsys: an empty list is no value")
        return ",".join(_sweep(v) for v in value)
    if isinstance(value, (int, float)):
        return _number(value)
    return str(value)


def _option(command, name):
    """The help entry of option NAME (without dashes) of command, or None."""
    for o in _COMMANDS.get(command, {}).get("options", []):
        if o["name"] == name:
            return o
    return _GLOBALS.get(name)


def _words(command, args, options):
    """The command line for run(): the command's words, its positional
    words, then --name value for each option."""
    words = command.split() + [_sweep(a) for a in args]
    full = " ".join(command.split())
    if full in _COMMANDS and _COMMANDS[full]["subcommands"] and args:
        full = "%s %s" % (full, args[0])  # catalog list: its options
    for key, value in options.items():
        if value is None:
            continue
        name = key.replace("_", "-")
        opt = _option(full, name)
        kind = opt["kind"] if opt else None
        if kind == "flag":
            if value is True:
                words.append("--" + name)
            elif value is not False:
                raise ValueError("mlsys %s: --%s is a flag: give True or False" % (full, name))
            continue
        if opt and "repeatable" in opt["flags"] and isinstance(value, (list, tuple)):
            for v in value:
                words += ["--" + name, _sweep(v)]
            continue
        words += ["--" + name, _sweep(value)]
    return words


_END = object()


class Rows:
    """The rows of one run, streamed as they are computed.

    Iterating yields one dict per row (key: base-SI float, str, bool or
    None) and holds one batch of rows at a time, so a million-row sweep
    needs no memory per row. Indexing, len() and list() keep every row:
    ask for them only when the rows fit in memory. keys and units are
    known once the first row is; notes and problems when the run ended.
    """

    _BATCH_ROWS = 256  # rows handed over at a time
    _QUEUE_BATCHES = 4  # batches waiting at most: 1,024 rows in memory

    def __init__(self, words):
        self.words = list(words)
        self.keys = None
        self.units = None
        self.notes = []
        self.problems = []
        self._rows = None        # every row, once asked for
        self._queue = queue.Queue(self._QUEUE_BATCHES)
        self._batch = []
        self._ready = threading.Event()
        self._stop = False
        self._iterated = False
        self._done = None        # (status, message) once the run ended
        self._nrows = 0          # rows handed to the reader
        self._thread = threading.Thread(target=self._produce, daemon=True)
        self._thread.start()
        self._ready.wait()
        if self._done and self._done[0] and not self._nrows:
            self._thread.join()
            self._raise()

    # -- the producer: a thread running the command in libmlsys -----------------

    def _produce(self):
        def columns(_, n, keys, units):
            self.keys = [keys[i].decode() for i in range(n)]
            self.units = {self.keys[i]: units[i].decode()
                          for i in range(n) if units[i] is not None}
            self._ready.set()
            return 0

        def row(_, n, values):
            out = {}
            keys = self.keys
            for i in range(n):
                v = values[i]
                t = v.type
                out[keys[i]] = (v.number if t == 1 else v.text.decode() if t == 2 else
                                bool(v.boolean) if t == 3 else None)
            self._nrows += 1
            self._batch.append(out)
            if len(self._batch) < self._BATCH_ROWS:
                return 0
            batch, self._batch = self._batch, []
            return self._put(batch)

        def note(_, text):
            self.notes.append(text.decode())
            return 0

        def problem(_, line):
            self.problems.append(line.decode())
            return 0

        rx = _Receiver(_COLUMNS(columns), _ROW(row), _TEXT(note), _TEXT(problem), None)
        argv = (ctypes.c_char_p * (len(self.words) + 1))(
            *[w.encode() for w in self.words], None)
        errline = ctypes.create_string_buffer(2048)
        status = _lib.mlsys_run_values(len(self.words), argv, ctypes.byref(rx), errline,
                                       len(errline))
        self._done = (status, errline.value.decode())
        self._ready.set()
        if self._batch:
            self._put(self._batch, final=True)
        self._put(_END, final=True)

    def _put(self, item, final=False):
        """Hand item to the reader; 1 (stop the run) once the reader left."""
        while not self._stop:
            try:
                self._queue.put(item, timeout=0.1)
                return 0
            except queue.Full:
                continue
        return 0 if final else 1

    def _raise(self):
        status, message = self._done
        raise MlsysError(message, status, self.problems)

    # -- the reader ---------------------------------------------------------------

    def __iter__(self):
        if self._rows is not None:
            return iter(self._rows)
        if self._iterated:
            raise RuntimeError("mlsys: these rows were streamed once already; "
                               "keep them with list() or rows.rows()")
        self._iterated = True
        return self._stream()

    def _stream(self):
        try:
            while True:
                batch = self._queue.get()
                if batch is _END:
                    break
                yield from batch
            if self._done[0]:
                self._raise()
        finally:
            self.close()

    def close(self):
        """Stop the run (when rows are left unread) and wait for its end."""
        self._stop = True
        self._thread.join()

    def __del__(self):
        if getattr(self, "_thread", None) is not None and self._thread.is_alive():
            self._stop = True

    def rows(self):
        """Every row as a list of dicts (kept: this is the one that asks for
        all rows in memory)."""
        if self._rows is None:
            if self._iterated:
                raise RuntimeError("mlsys: these rows were streamed once already")
            self._rows = list(self._stream())
            self._iterated = True
        return self._rows

    def __getitem__(self, i):
        return self.rows()[i]

    def __len__(self):
        return len(self.rows())

    def dataframe(self):
        """The rows as a pandas DataFrame (pandas must be installed), the
        units in df.attrs["units"] and the notes in df.attrs["notes"]."""
        try:
            import pandas
        except ImportError as e:
            raise ImportError("mlsys: dataframe() needs pandas (apt-get install "
                              "python3-pandas); the rows are plain dicts without it") from e
        df = pandas.DataFrame(self.rows(), columns=self.keys)
        df.attrs["units"] = dict(self.units or {})
        df.attrs["notes"] = list(self.notes)
        return df

    def __repr__(self):
        state = "%d rows" % len(self._rows) if self._rows is not None else "streaming"
        return "<mlsys.Rows %s (%s)>" % (" ".join(self.words), state)


def run(command, *args, **options):
    """Run an mlsys command ("iron-law", "catalog list", ...) with its
    positional words args and its options as keyword arguments; returns
    Rows. Raises MlsysError when the run fails as the command line would
    (an unknown option, a bad value, a failed point), with its message
    and exit status."""
    return Rows(_words(command, args, options))


def _command_function(name):
    def call(*args, **options):
        return run(name, *args, **options)
    call.__name__ = name.replace("-", "_")
    c = _COMMANDS[name]
    opts = ", ".join(o["name"].replace("-", "_") for o in c["options"])
    call.__doc__ = "%s\n\nmlsys %s: options %s.\nReturns Rows (see mlsys.run)." % (
        c["summary"], name, opts or "none")
    return call


for _name, _c in _COMMANDS.items():
    if _c["parent"] is None and _name not in ("help", "completion"):
        globals()[_name.replace("-", "_")] = _command_function(_name)
        __all__.append(_name.replace("-", "_"))
