// Corpus throughput: documents parsed per second, and objects instantiated per second from
// nibs read once, against reading and compiling every time — both measured in this run.
//
//     swift run -c release NibKitBenchmarks [CORPUS_DIR] [--rounds N]
import Foundation
import NibCompiler
import NibLoading
import NibToolCore

let arguments = CommandLine.arguments.dropFirst()
let corpus = arguments.first { !$0.hasPrefix("--") } ?? "../shared/corpus"
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 5

guard FileManager.default.fileExists(atPath: corpus) else {
    print("corpus not found at \(corpus); pass its path as the first argument")
    exit(1)
}

let paths = DocumentLoader.documents(at: [corpus])
let files = paths.map { (path: $0, data: FileManager.default.contents(atPath: $0) ?? Data()) }
let totalBytes = files.reduce(0) { $0 + $1.data.count }

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

// 1. Parsing.
var documents: [InterfaceDocument] = []
let parseTime = try seconds {
    for round in 0..<rounds {
        for file in files {
            let document = try DocumentReader().read(data: file.data, file: file.path)
            if round == 0 { documents.append(document) }
        }
    }
}

// 2. Compiling: each xib, and each storyboard into its scene and view nibs.
var compiledNibs = 0
let compileTime = try seconds {
    for _ in 0..<rounds {
        for document in documents {
            if document.kind == .storyboard {
                compiledNibs += try NibCompiler().compileStoryboard(document).nibs.count
            } else {
                _ = try NibCompiler().compile(document)
                compiledNibs += 1
            }
        }
    }
}

// The nibs instantiated below: each xib, and each storyboard scene with its view.
var nibs: [Nib] = []
for document in documents {
    let units = document.kind == .storyboard ? document.scenes.map { Optional($0) } : [nil]
    for scene in units { nibs.append(try Nib(document: document, scene: scene, includingView: true)) }
}

// 3. Instantiating from nibs read once, with generic stand-ins for owners and external objects.
var externalsByNib: [[String: AnyObject]] = []
for document in documents {
    let count = document.kind == .storyboard ? document.scenes.count : 1
    externalsByNib += Array(repeating: DocumentLoader.externalObjects(of: document), count: count)
}
var objectsMade = 0
var failures = 0
let instantiateTime = seconds {
    for _ in 0..<rounds {
        for (nib, table) in zip(nibs, externalsByNib) {
            do {
                objectsMade += try nib.instantiateWithDetails(owner: NibGenericOwner(), options: .init(externalObjects: table)).objectCount
            } catch { failures += 1 }
        }
    }
}

// 4. The same objects when every load reads and compiles the document again (no cached Nib).
let uncachedTime = seconds {
    for file in files {
        guard let document = try? DocumentReader().read(data: file.data, file: file.path) else { continue }
        let units = document.kind == .storyboard ? document.scenes.map { Optional($0) } : [nil]
        let table = DocumentLoader.externalObjects(of: document)
        for scene in units {
            _ = try? Nib(document: document, scene: scene, includingView: true).instantiateWithDetails(owner: NibGenericOwner(), options: .init(externalObjects: table))
        }
    }
}
let perRoundObjects = Double(objectsMade) / Double(rounds)

print("corpus: \(files.count) documents, \(nibs.count) nibs (xibs + storyboard scenes), \(String(format: "%.1f", Double(totalBytes) / 1e6)) MB of XML, \(rounds) rounds")
print(String(format: "parse:       %8.0f documents/s  %6.1f MB/s", Double(files.count * rounds) / parseTime, Double(totalBytes * rounds) / 1e6 / parseTime))
print(String(format: "compile:     %8.0f nibs/s      %6.1f MB of XML/s", Double(compiledNibs) / compileTime, Double(totalBytes * rounds) / 1e6 / compileTime))
print(String(format: "instantiate: %8.0f objects/s  (%d objects per round, %d failures)", Double(objectsMade) / instantiateTime, Int(perRoundObjects), failures))
print(String(format: "cached Nib vs read+compile+instantiate each time: %.1fx faster", uncachedTime / (instantiateTime / Double(rounds))))
