// The build plugin's tool: `nibtool-build compile IN -o OUT [--module NAME] [--schema apple|compact]`.
//
// It is `nibtool compile` without the rest of nibtool, so that building a package that uses the
// plugin builds only the compiler for the build machine, not the loader, the validator and
// swift-syntax a second time.
import Foundation
import NibCompiler
import NibDocument
import NibSupport

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "compile" else { fail("usage: nibtool-build compile IN -o OUT [--module NAME] [--schema apple|compact]") }
arguments.removeFirst()
var input: String?
var output: String?
var options = NibCompiler.Options()
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { fail("nibtool-build: \(argument) needs a value") }
        return arguments.removeFirst()
    }
    switch argument {
    case "-o", "--output": output = value()
    case "--module": options.targetModule = value()
    case "--schema":
        let name = value()
        guard let schema = NibCompiler.Options.Schema(rawValue: name) else { fail("nibtool-build: --schema takes apple or compact, not \(name)") }
        options.schema = schema
    default:
        guard input == nil, !argument.hasPrefix("-") else { fail("nibtool-build: unexpected argument \(argument)") }
        input = argument
    }
}
guard let input, let output else { fail("usage: nibtool-build compile IN -o OUT [--module NAME] [--schema apple|compact]") }
do {
    _ = try NibCompilation.compile(URL(fileURLWithPath: input), to: URL(fileURLWithPath: output), options: options)
} catch let error as CompileError where error.location == nil {
    fail("\(input): \(error)")
} catch let error as CustomStringConvertible {
    // Document, compile and output errors name their file (and line and column) themselves.
    fail(error.description)
} catch {
    fail("\(input): error: \(error)")
}
