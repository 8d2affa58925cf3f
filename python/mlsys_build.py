"""mlsys_build - the build backend (PEP 517) of the mlsys Python package.

It builds libmlsys.so with CMake from the repository this folder sits in and
packs it, with the module, into a wheel. It uses the standard library only,
so pip needs no package index to run it (`pip install ./python` offline).

Set MLSYS_BUILD_DIR to a CMake build folder that already holds libmlsys.so
(any build of the repository with tests on, or with -DBUILD_SHARED_LIBS=ON)
to pack that library instead of building one.
"""
import base64
import hashlib
import os
import re
import subprocess
import sysconfig
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def _version():
    """MAJOR.MINOR.PATCH from include/mlsys/version.h, the one place it is written."""
    with open(os.path.join(ROOT, "include", "mlsys", "version.h")) as f:
        text = f.read()
    return ".".join(re.search(r"#define MLSYS_VERSION_%s (\d+)" % part, text).group(1)
                    for part in ("MAJOR", "MINOR", "PATCH"))


def _library():
    """The path of the libmlsys.so to pack: MLSYS_BUILD_DIR's, or one built here."""
    given = os.environ.get("MLSYS_BUILD_DIR")
    if given:
        lib = os.path.join(given, "libmlsys.so")
        if not os.path.exists(lib):
            raise RuntimeError("MLSYS_BUILD_DIR=%s holds no libmlsys.so; build the repository "
                               "there first, or unset MLSYS_BUILD_DIR" % given)
        return os.path.realpath(lib)
    build = os.path.join(HERE, "build-lib")
    subprocess.check_call(["cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                           "-DBUILD_SHARED_LIBS=ON", "-DMLSYS_TESTS=OFF"])
    subprocess.check_call(["cmake", "--build", build, "--target", "mlsys_api_shared",
                           "-j", str(os.cpu_count() or 2)])
    return os.path.realpath(os.path.join(build, "libmlsys.so"))


def _tag():
    """py3-none-PLATFORM: any Python 3 (ctypes, no extension module), this platform."""
    return "py3-none-" + re.sub(r"[-.]", "_", sysconfig.get_platform())


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def get_requires_for_build_wheel(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version, tag = _version(), _tag()
    dist = "mlsys-%s.dist-info" % version
    with open(os.path.join(HERE, "mlsys", "__init__.py"), "rb") as f:
        module = f.read()
    with open(_library(), "rb") as f:
        library = f.read()
    files = [
        ("mlsys/__init__.py", module),
        ("mlsys/libmlsys.so", library),
        (dist + "/METADATA", (
            "Metadata-Version: 2.1\nName: mlsys\nVersion: %s\n"
            "Summary: Machine-learning systems calculator (iron law, roofline, training, "
            "inference, serving) from Python\nRequires-Python: >=3.7\n" % version).encode()),
        (dist + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: mlsys_build\nRoot-Is-Purelib: false\n"
                           "Tag: %s\n" % tag).encode()),
    ]
    record = [_record_line(name, data) for name, data in files] + [dist + "/RECORD,,"]
    files.append((dist + "/RECORD", ("\n".join(record) + "\n").encode()))
    name = "mlsys-%s-%s.whl" % (version, tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files:
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return name
