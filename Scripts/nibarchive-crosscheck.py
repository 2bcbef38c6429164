#!/usr/bin/env python3
"""Renders every NIBArchive .nib file under the given folders with the third-party PyPI
package `nibarchive`, one line per object, so NibKit's tests can compare a second reader's
view of the nibs `nibtool compile` writes with their own.

Output, per file (paths relative to the folder given, sorted):
    == <path>
    #<index> <class>(<fallback classes>) <key>=<value> ...
Values: i:<int> (int8 unsigned, as the package reads it), bool4/bool5 (type code), f:<float repr>,
d:<double repr>, data, nil, @<object index>.

Exit status: 0 when every file parsed, 1 when one did not (the error is printed in place of
its objects), 3 when the package is not installed.
"""
import io
import os
import sys

try:
    from nibarchive import NIBArchiveParser, NIBValueType
except ImportError:
    print("nibarchive is not installed (python3 -m pip install nibarchive)", file=sys.stderr)
    sys.exit(3)


def render_value(value):
    kind = value.type
    if kind in (NIBValueType.INT8, NIBValueType.INT16, NIBValueType.INT32, NIBValueType.INT64):
        return "i:%d" % value.data
    # Booleans by type code: the package names code 4 BOOL_TRUE, but Apple's encoder writes
    # 4 for NO and 5 for YES (spec/nib-binary-format.md), so only the code is compared.
    if kind in (NIBValueType.BOOL_TRUE, NIBValueType.BOOL_FALSE):
        return "bool%d" % int(kind)
    if kind == NIBValueType.FLOAT:
        return "f:%r" % value.data
    if kind == NIBValueType.DOUBLE:
        return "d:%r" % value.data
    if kind in (NIBValueType.DATA, NIBValueType.NIBARCHIVE):
        return "data"
    if kind == NIBValueType.NIL:
        return "nil"
    if kind == NIBValueType.OBJECT_REF:
        return "@%d" % value.data
    return "?%s" % kind


def render(path):
    with open(path, "rb") as handle:
        archive = NIBArchiveParser(verify=True).parse(io.BytesIO(handle.read()))
    lines = []
    for index, obj in enumerate(archive.objects):
        entry = archive.class_names[obj.class_name_index]
        fallbacks = ",".join(archive.class_names[extra].name for extra in entry.extras)
        values = archive.values[obj.values_index:obj.values_index + obj.value_count]
        parts = ["%s=%s" % (archive.keys[value.key_index].name, render_value(value)) for value in values]
        lines.append(" ".join(["#%d %s(%s)" % (index, entry.name, fallbacks)] + parts))
    return lines


def main(folders):
    status = 0
    for folder in folders:
        found = []
        for root, _, files in os.walk(folder):
            found += [os.path.join(root, name) for name in files if name.endswith(".nib")]
        for path in sorted(found):
            print("== " + os.path.relpath(path, folder))
            try:
                print("\n".join(render(path)))
            except Exception as error:  # the package's own errors, reported per file
                print("!! %s: %s" % (type(error).__name__, error))
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
