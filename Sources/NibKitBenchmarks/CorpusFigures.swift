import Foundation
import NibArchive
import NibCompiler
import NibLoading
import NibToolCore

/// Figures (c) and (e), and the corpus instantiate throughput, over every corpus document.
enum CorpusFigures {
    static func read(_ paths: [String]) throws -> [(path: String, bytes: Int, document: InterfaceDocument)] {
        try paths.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return (path, data.count, try DocumentReader().read(data: data, file: path))
        }
    }

    /// (c): megabytes of XML compiled per second (each xib to a nib, each storyboard to its nibs).
    static func compileThroughput(_ paths: [String]) throws -> (megabytesPerSecond: Double, megabytes: Double, nibsPerRound: Int) {
        let documents = try read(paths)
        let megabytes = Double(documents.reduce(0) { $0 + $1.bytes }) / 1e6
        var nibs = 0
        let seconds = try Measure.secondsPerCall(batches: 3, minimum: 0.2) {
            nibs = 0
            for entry in documents {
                if entry.document.kind == .storyboard {
                    nibs += try NibCompiler().compileStoryboard(entry.document).nibs.count
                } else {
                    _ = try NibCompiler().compile(entry.document)
                    nibs += 1
                }
            }
        }
        return (megabytes / seconds, megabytes, nibs)
    }

    /// One kind of document's compiled size against its size.
    struct SizeRatio {
        var documentBytes = 0
        var compiledBytes = 0
        var ratios: [Double] = []
        var overall: Double { Double(compiledBytes) / Double(max(documentBytes, 1)) }
        var median: Double { ratios.isEmpty ? 0 : ratios.sorted()[ratios.count / 2] }
        var megabytes: (document: Double, compiled: Double) { (Double(documentBytes) / 1e6, Double(compiledBytes) / 1e6) }

        mutating func add(document: Int, compiled: Int) {
            documentBytes += document
            compiledBytes += compiled
            ratios.append(Double(compiled) / Double(document))
        }
    }

    /// (e): the bytes `nibtool compile --schema SCHEMA` writes per byte of document: each .xib's
    /// NIBArchive .nib, and (apart) each storyboard's .storyboardc (its nibs and Info.plist).
    static func compiledSize(_ paths: [String], schema: NibCompiler.Options.Schema) throws -> (xibs: SizeRatio, storyboards: SizeRatio) {
        var xibs = SizeRatio()
        var storyboards = SizeRatio()
        let compiler = NibCompiler(options: .init(schema: schema))
        for entry in try read(paths) {
            if entry.document.kind == .storyboard {
                let storyboard = try compiler.compileStoryboard(entry.document)
                var size = storyboard.nibs.values.reduce(0) { $0 + NIBArchiveWriter().write($1.archive).count }
                size += try NibCompilation.infoPlist(storyboard).count
                storyboards.add(document: entry.bytes, compiled: size)
            } else {
                xibs.add(document: entry.bytes, compiled: NIBArchiveWriter().write(try compiler.compile(entry.document).archive).count)
            }
        }
        return (xibs, storyboards)
    }

    /// The size of the nibs Apple's ibtool made per byte of their .xib, over `folder`'s pairs
    /// (../shared/ibtool-pairs: `NAME.xib` beside `NAME.nib`); nil when there are none.
    static func appleSizeRatio(pairsIn folder: URL) -> Double? {
        var ratio = SizeRatio()
        for subfolder in ["correct", "todo"] {
            let directory = folder.appendingPathComponent(subfolder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".xib") {
                let xib = directory.appendingPathComponent(name)
                let nib = xib.deletingPathExtension().appendingPathExtension("nib")
                guard let document = try? FileManager.default.attributesOfItem(atPath: xib.path)[.size] as? Int,
                    let compiled = try? FileManager.default.attributesOfItem(atPath: nib.path)[.size] as? Int
                else { continue }
                ratio.add(document: document, compiled: compiled)
            }
        }
        return ratio.ratios.isEmpty ? nil : ratio.overall
    }

    /// Objects per second instantiated from cached nibs: each xib, and each storyboard scene with its view.
    static func instantiateThroughput(_ paths: [String]) throws -> (objectsPerSecond: Double, objectsPerRound: Int, failures: Int) {
        var units: [(nib: Nib, externals: [String: AnyObject])] = []
        for entry in try read(paths) {
            let scenes = entry.document.kind == .storyboard ? entry.document.scenes.map { Optional($0) } : [nil]
            for scene in scenes {
                units.append((try Nib(document: entry.document, scene: scene, includingView: true), DocumentLoader.externalObjects(of: entry.document)))
            }
        }
        var objects = 0
        var failures = 0
        let seconds = Measure.secondsPerCall(batches: 3, minimum: 0.2) {
            objects = 0
            failures = 0
            for unit in units {
                do {
                    objects += try unit.nib.instantiateWithDetails(owner: NibGenericOwner(), options: .init(externalObjects: unit.externals)).objectCount
                } catch { failures += 1 }
            }
        }
        return (Double(objects) / seconds, objects, failures)
    }
}
