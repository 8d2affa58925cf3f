# help-schema.jq - check a document of `mlsys help --format json` against
# docs/help-json.md, schema version 1:
#     mlsys help --format json | jq -r -f tests/data/help-schema.jq
# prints one line per violation and nothing when the document conforms. The
# members of every object must be exactly the documented ones, so this file
# and the page change together.

def str: type == "string";
def str_or_null: type == "string" or type == "null";
def words($list): type == "array" and all(.[]; . as $w | $list | index([$w]) != null);
# check(COND; WHAT): "WHAT" unless COND holds.
def check(cond; what): if cond then empty else what end;
def members($want; $where): check(keys == ($want | sort); "\($where): members \(keys), want \($want | sort)");

def option($where):
  ("\($where) option \(.name)") as $w
  | members(["name", "short", "aliases", "kind", "metavar", "unit", "default", "choices",
             "choice_aliases", "catalog", "help", "flags"]; $w),
    check(.name | str and length > 0; "\($w): name"),
    check(.short == null or (.short | str and length == 1); "\($w): short"),
    check(.aliases | type == "array" and all(.[]; str and length > 0); "\($w): aliases"),
    check(.kind | IN("quantity", "count", "choice", "name", "text", "flag"); "\($w): kind \(.kind)"),
    check(.flags | words(["required", "positional", "repeatable", "positive", "nonneg", "fraction",
                          "prob", "integer"]); "\($w): flags \(.flags)"),
    check(.metavar == ({quantity: "QTY", count: "N", choice: "WORD", name: "NAME", text: "TEXT",
                        flag: null}[.kind]) or (.metavar == null and (.flags | index("positional")));
          "\($w): metavar \(.metavar)"),
    check(if .kind == "quantity" and .unit != null
          then (.unit | type == "object" and keys == ["family", "si"] and (.si | str_or_null)
                and (.family | str and length > 0))
          else .unit == null end; "\($w): unit \(.unit)"),
    check(.default | str_or_null; "\($w): default"),
    check(if .kind == "choice" then .choices | type == "array" and length > 0 and all(.[]; str)
          else .choices == null end; "\($w): choices"),
    check(if .kind == "choice"
          then .choices as $choices | .choice_aliases | type == "object"
               and all(to_entries[]; (.key | str and length > 0)
                       and (.value as $c | $choices | index([$c]) != null))
          else .choice_aliases == null end; "\($w): choice_aliases"),
    check(if .kind == "name" then .catalog | str and length > 0 else .catalog == null end;
          "\($w): catalog"),
    check(.help | str and length > 0; "\($w): help");

def output_key($where):
  ("\($where) output key \(.key)") as $w
  | members(["key", "unit", "family", "meaning", "summary", "machine_only"]; $w),
    check(.key | str and test("^[A-Za-z0-9_]+$"); "\($w): key"),
    check(.unit | str and length > 0; "\($w): unit"),
    check(.family | str_or_null; "\($w): family"),
    check((.family == null) == (.unit == "text") or .unit == "varies"; "\($w): family and unit"),
    check(.meaning | str; "\($w): meaning"),
    check((.summary | type == "boolean") and (.machine_only | type == "boolean"); "\($w): flags");

def command($names):
  .name as $n | "command \($n)" as $w
  | members(["name", "parent", "usage", "summary", "description", "global_options", "subcommands",
             "options", "output", "examples"]; $w),
    check(.name | str and test("^[a-z][a-z0-9-]*( [a-z][a-z0-9-]*)?$"); "\($w): name"),
    check(.parent as $p | $p == null or ($p | str) and ($n | startswith($p + " "));
          "\($w): parent \(.parent)"),
    check(.usage | str and startswith("mlsys \($n)"); "\($w): usage \(.usage)"),
    check(.summary | str and length > 0; "\($w): summary"),
    check(.description | str_or_null; "\($w): description"),
    check(.global_options | type == "boolean"; "\($w): global_options"),
    check(.subcommands | type == "array" and all(.[]; str); "\($w): subcommands"),
    (.subcommands[]? | check(startswith($n + " "); "\($w): subcommand \(.)"),
       check(. as $s | $names == null or ($names | index([$s]) != null); "\($w): subcommand \(.) not listed")),
    check(.options | type == "array"; "\($w): options"),
    (.options[]? | option($w)),
    check(.output | type == "array"; "\($w): output"),
    (.output[]? | output_key($w)),
    check(.examples | type == "array" and all(.[]; str and startswith("mlsys ")); "\($w): examples");

members(["schema", "schema_version", "version", "usage", "description", "global_options",
         "exit_codes", "commands"]; "document"),
check(.schema == "mlsys-help"; "schema \(.schema)"),
check(.schema_version == 1; "schema_version \(.schema_version)"),
check(.version | str and test("^[0-9]+\\.[0-9]+\\.[0-9]+"); "version \(.version)"),
check(.usage | str and startswith("mlsys "); "usage"),
check(.description | str and length > 0; "description"),
check(.global_options | type == "array" and length > 0; "global_options"),
(.global_options[]? | option("global")),
check(.exit_codes | type == "array" and map(.code) == [0, 1, 2, 3]
      and all(.[]; keys == ["code", "meaning"] and (.meaning | str and length > 0)); "exit_codes"),
check(.commands | type == "array" and length > 0; "commands"),
check(.commands | map(.name) | length == (unique | length); "command names repeat"),
# Subcommands must be listed too when the document lists more than one command.
((if (.commands | length) > 1 then .commands | map(.name) else null end) as $names
 | .commands[]? | command($names))
