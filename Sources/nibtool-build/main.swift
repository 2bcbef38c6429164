// The build plugin's tool:
//   nibtool-build compile IN -o OUT [--module NAME] [--schema apple|compact]
//   nibtool-build generate accessors -o OUT [--access-level internal|public] DOCUMENT...
//
// It is `nibtool compile` and `nibtool generate accessors` without the rest of nibtool, so that
// building a package that uses the plugin builds only these for the build machine, not the
// loader, the validator and swift-syntax a second time.
import Foundation
import NibAccessors
import NibCompiler
import NibDocument
import NibSupport

let usage = """
    usage: nibtool-build compile IN -o OUT [--module NAME] [--schema apple|compact]
           nibtool-build generate accessors -o OUT [--access-level internal|public] DOCUMENT...
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

/// The arguments after the command: the named options' values and the rest, in order.
func parse(_ arguments: [String], options names: Set<String>) -> (options: [String: String], rest: [String]) {
    var options: [String: String] = [:]
    var rest: [String] = []
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
        if names.contains(argument) {
            guard let value = arguments.popFirst() else { fail("nibtool-build: \(argument) needs a value") }
            options[argument] = value
        } else if argument.hasPrefix("-") {
            fail("nibtool-build: unknown option \(argument)\n\(usage)")
        } else {
            rest.append(argument)
        }
    }
    return (options, rest)
}

/// Runs `work`, printing an error as nibtool does (its file, and line and column where known).
func run(_ file: String, _ work: () throws -> Void) {
    do {
        try work()
    } catch let error as CompileError where error.location == nil {
        fail("\(file): \(error)")
    } catch let error as DocumentError {
        fail(error.description)
    } catch let error as PathError {
        fail(error.description)
    } catch {
        fail("\(file): error: \(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "compile":
    let (options, rest) = parse(Array(arguments.dropFirst()), options: ["-o", "--module", "--schema"])
    guard rest.count == 1, let input = rest.first, let output = options["-o"] else { fail(usage) }
    var compilerOptions = NibCompiler.Options(targetModule: options["--module"])
    if let name = options["--schema"] {
        guard let schema = NibCompiler.Options.Schema(rawValue: name) else { fail("nibtool-build: --schema takes apple or compact, not \(name)") }
        compilerOptions.schema = schema
    }
    run(input) {
        _ = try NibCompilation.compile(URL(fileURLWithPath: input), to: URL(fileURLWithPath: output), options: compilerOptions)
    }
case "generate" where arguments.dropFirst().first == "accessors":
    let (options, documents) = parse(Array(arguments.dropFirst(2)), options: ["-o", "--access-level"])
    guard let output = options["-o"] else { fail(usage) }
    let accessLevel = options["--access-level"] ?? "internal"
    guard accessLevel == "internal" || accessLevel == "public" else { fail("nibtool-build: --access-level takes internal or public, not \(accessLevel)") }
    run(output) {
        let read = try documents.sorted().map { try DocumentReader().read(contentsOf: URL(fileURLWithPath: $0)) }
        let source = AccessorGenerator(documents: read, accessLevel: accessLevel).generate()
        try AtomicOutput.write(to: URL(fileURLWithPath: output), isFolder: false) { try Data(source.utf8).write(to: $0) }
    }
default:
    fail(usage)
}
