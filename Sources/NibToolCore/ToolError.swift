import ArgumentParser
import Foundation
import NibCompiler
import NibLoading
import NibResources
import NibSupport

/// A command-line problem about a path the user gave: the tool's name for ``PathError``.
public typealias ToolError = PathError

/// The one line a command prints for an error: `file:line:column: error: message` for errors
/// that know their place, `file: error: message` for the rest; never the place twice.
public enum ErrorLine {
    /// The line for `error`, which happened while working on `file`.
    public static func text(for error: any Error, file: String) -> String {
        switch error {
        // These name their file (and line and column, or object) themselves.
        case let error as DocumentError: return error.description
        case let error as NibLoadingError: return error.description
        case let error as StringsError: return error.description
        case let error as PathError: return error.description
        case let error as CompileError: return error.location == nil ? "\(file): \(error.description)" : error.description
        case let error as ValidationError: return "\(file): error: \(error.message)"
        case let error as ColorProfileLibrary.ReadError: return "\(error.path): error: \(error.description.dropFirst(error.path.count + 2))"
        default:
            let message = (error as? LocalizedError)?.errorDescription ?? "\(error)"
            return "\(file): error: \(message)"
        }
    }

    /// Whether `error` prints as a located line (the entry point prints it as is, without
    /// swift-argument-parser's `Error: ` prefix).
    public static func isLocated(_ error: any Error) -> Bool {
        error is DocumentError || error is NibLoadingError || error is StringsError || error is PathError
            || (error as? CompileError)?.location != nil || error is ColorProfileLibrary.ReadError
    }
}

extension NibTool {
    /// Runs the command line as `nibtool` does: a located error is printed once, as
    /// `file:line:column: error: message`, and the exit status is 1.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Self.exit()
        } catch where ErrorLine.isLocated(error) {
            FileHandle.standardError.write(Data((ErrorLine.text(for: error, file: "nibtool") + "\n").utf8))
            Self.exit(withError: ExitCode.failure)
        } catch {
            Self.exit(withError: error)
        }
    }
}
