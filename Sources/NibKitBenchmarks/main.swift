// Issue 4's six figures, each a ratio of two measurements made in this run:
//
//     swift run -c release NibKitBenchmarks [CORPUS_DIR] [--only a,d]
//
//   (a) instantiating a cached cell nib vs building the same objects in hand-written Swift (target ≤ 3×)
//   (b) instantiating a cached nib vs reading it from disk and instantiating each time
//   (c) compile throughput, MB of XML per second over the corpus
//   (d) cost per object from 10 to 10,000 objects (target: flat within 1.5×)
//   (e) compiled .nib size vs .xib size over the corpus (target ≤ 30%), as the build plugin writes
//       nibs for NibKit (--schema compact); Apple's full schema and .storyboardc vs .storyboard apart
//   (f) peak memory while loading the largest corpus document (in a child process)
//   (g) bindings: loading 100 bound text fields vs 100 unbound, and one model change moved into
//       100 bound fields (an `@Observed`-style NibObject model, an `@Observable` one) vs setting them by hand
//   (h) `nibtool validate` over ../shared/projects (documents and source lines per second) vs the
//       floor of swift-syntax parsing the same Swift sources alone (target ≤ 1.5×), in wall-clock time and,
//       when valgrind is installed, in instructions counted by callgrind (`--no-instructions` skips that)
import Foundation
import NibLoading
import NibToolCore

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == PeakMemory.childFlag, arguments.count == 2 {
    PeakMemory.runChild(loading: arguments[1])
    exit(0)
}
if arguments.first == ValidationFigures.childFlag {
    // Figure (h)'s sides alone, for callgrind (the benchmark runs them itself when valgrind is installed):
    // `--validation-child validate PROJECTS_DIR`, `parse LIST_FILE` or `none LIST_FILE`.
    try ValidationFigures.runChild(Array(arguments.dropFirst()))
    exit(0)
}
if arguments.first == "--profile-cell" {
    // Instantiates only the cached cell nib, for a profiler: `perf record … --profile-cell SECONDS`,
    // or `valgrind --tool=callgrind … --profile-cell 0 COUNT` for the same work every run.
    try CellFigures.profile(seconds: arguments.count > 1 ? Double(arguments[1]) ?? 5 : 5, count: arguments.count > 2 ? Int(arguments[2]) : nil)
    exit(0)
}
if arguments.first == "--profile-cell-by-hand" {
    // The same for figure (a)'s baseline, so both sides can be counted in instructions.
    CellFigures.profileByHand(count: arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000)
    exit(0)
}
if arguments.first == "--profile-document", arguments.count > 1 {
    // Instantiates any document or compiled nib COUNT times with a generic owner, for a profiler
    // (`valgrind --tool=callgrind … --profile-document Cell.xib 2000`).
    try CellFigures.profile(document: URL(fileURLWithPath: arguments[1]), count: arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000)
    exit(0)
}
if let flag = arguments.firstIndex(of: "--cycles") {
    let cycles = arguments.indices.contains(flag + 1) ? Int(arguments[flag + 1]) ?? 1_000_000 : 1_000_000
    let result = try LongRun.run(cycles: cycles)
    let samples = result.samples.map { String(format: "%.1f", $0) }.joined(separator: " ")
    let flat = result.growthMegabytes <= LongRun.allowedGrowthMegabytes
    print(String(format: "long run: %d instantiate/release cycles in %.1f s; resident MB at each tenth: %@ → growth %.2f MB (allowed %.1f)%@",
        result.cycles, result.seconds, samples, result.growthMegabytes, LongRun.allowedGrowthMegabytes, flat ? "" : "  ✘ memory grew"))
    exit(flat ? 0 : 1)
}
let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? Set(arguments[$0 + 1].split(separator: ",").map(String.init)) : nil }
func wanted(_ figure: String) -> Bool { only?.contains(figure) ?? true }
let corpus = arguments.enumerated().first { index, argument in !argument.hasPrefix("--") && (index == 0 || arguments[index - 1] != "--only") }?.element ?? "../shared/corpus"
let corpusPresent = FileManager.default.fileExists(atPath: corpus)
if !corpusPresent { print("note: no corpus at \(corpus); figures (c), (e) and (f) need it (pass its path)") }
let documents = corpusPresent ? DocumentLoader.documents(at: [corpus]) : []

var failed = false
do {
    if wanted("a") || wanted("b") {
    let a = try CellFigures.measure()
    print(String(format: "(a) cached nib vs hand-written Swift:  %@ vs %@ per cell → %.2f×  (target ≤ 3×)%@",
        Measure.format(a.nib), Measure.format(a.byHand), a.ratio, a.ratio <= 3 ? "" : "  ✘ over target"))
    failed = failed || a.ratio > 3
    print(String(format: "(b) nib from disk each time vs cached: %@ vs %@ per cell → cached is %.1f× faster (the .xib read, compiled and loaded each time: %.0f×)",
        Measure.format(a.fromDisk), Measure.format(a.nib), a.fromDisk / a.nib, a.fromDocument / a.nib))
    }

    if corpusPresent, wanted("c") {
        let c = try CorpusFigures.compileThroughput(documents)
        print(String(format: "(c) compile throughput:               %.1f MB of XML/s  (%d documents, %.1f MB, %d nibs per round)", c.megabytesPerSecond, documents.count, c.megabytes, c.nibsPerRound))
    }

    if wanted("d") {
    let d = try ScalingFigures.measure(counts: [10, 100, 1_000, 10_000])
    let perObject = d.map { String(format: "%d objects %@", $0.objects, Measure.format($0.secondsPerObject)) }.joined(separator: ", ")
    let costs = d.map(\.secondsPerObject)
    let spread = costs.max()! / costs.min()!
    print(String(format: "(d) cost per object:                  %@ → max/min %.2f×  (target ≤ 1.5×)%@", perObject, spread, spread <= 1.5 ? "" : "  ✘ over target"))
    failed = failed || spread > 1.5
    }

    if corpusPresent, wanted("e") {
        let e = try CorpusFigures.compiledSize(documents, schema: .compact)
        let apple = try CorpusFigures.compiledSize(documents, schema: .apple)
        print(String(format: "(e) compiled .nib vs .xib size:        %.1f%% (%d xibs, %.1f MB → %.2f MB; median %.1f%%; --schema compact, the build plugin's)  (target ≤ 30%%)%@",
            e.xibs.overall * 100, e.xibs.ratios.count, e.xibs.megabytes.document, e.xibs.megabytes.compiled, e.xibs.median * 100, e.xibs.overall <= 0.30 ? "" : "  ✘ over target"))
        let pairs = URL(fileURLWithPath: corpus).deletingLastPathComponent().appendingPathComponent("ibtool-pairs")
        let ibtool = CorpusFigures.appleSizeRatio(pairsIn: pairs).map { String(format: "; Apple's own ibtool on the ibtool pairs: %.0f%%", $0 * 100) } ?? ""
        print(String(format: "    with Apple's schema (nibtool compile's default): %.1f%% (%.2f MB%@)", apple.xibs.overall * 100, apple.xibs.megabytes.compiled, ibtool))
        print(String(format: "    .storyboardc vs .storyboard:       %.1f%% compact, %.1f%% Apple's schema (%d storyboards, %.1f MB; one nib per scene and per view, each with its own key and class tables)",
            e.storyboards.overall * 100, apple.storyboards.overall * 100, e.storyboards.ratios.count, e.storyboards.megabytes.document))
        failed = failed || e.xibs.overall > 0.30
    }
    if corpusPresent, wanted("f") {
        let f = try PeakMemory.measureLargest(documents)
        print(String(format: "(f) peak memory loading the largest document (%@, %.2f MB): %.1f MB above a %.1f MB baseline → %.1f× the file size",
            f.file, f.documentMegabytes, f.extraMegabytes, f.baselineMegabytes, f.extraMegabytes / f.documentMegabytes))
    }
    if wanted("g") {
        let g = try BindingFigures.measure()
        print(String(format: "(g) bindings, %d fields:               load %@ bound vs %@ unbound (%.2f×); one change to %d fields: %@ (NibKeyValueObservable), %@ (@Observable) vs %@ by hand (%.1f×, %.1f×)",
            g.count, Measure.format(g.loadBound), Measure.format(g.loadUnbound), g.loadBound / g.loadUnbound, g.count,
            Measure.format(g.changeObserved), Measure.format(g.changeObservable), Measure.format(g.changeByHand),
            g.changeObserved / g.changeByHand, g.changeObservable / g.changeByHand))
    }
    if wanted("h") {
        let projects = URL(fileURLWithPath: corpus).deletingLastPathComponent().appendingPathComponent("projects").path
        if FileManager.default.fileExists(atPath: projects) {
            let h = try ValidationFigures.measure(projectsAt: projects)
            // Instructions decide the target when callgrind can count them (a busy machine cannot
            // disturb a count); else the wall-clock ratio does.
            let counted = try arguments.contains("--no-instructions") ? nil : ValidationFigures.countInstructions(projectsAt: projects)
            let ratio = counted?.ratio ?? h.ratio
            print(String(format: "(h) validate ../shared/projects:       %.2f s (%.0f documents/s, %.0f source lines/s; %d documents, %d source files, %d lines, %d findings) vs %.2f s swift-syntax parsing the Swift files alone → %.2f× wall-clock%@",
                h.validate, Double(h.documents) / h.validate, Double(h.sourceLines) / h.validate, h.documents, h.sourceFiles, h.sourceLines, h.findings,
                h.floor, h.ratio, counted == nil ? String(format: "  (target ≤ 1.5×)%@", h.ratio <= 1.5 ? "" : "  ✘ over target") : ""))
            if let counted {
                print(String(format: "    instructions (callgrind):          %.3f G validate vs %.3f G parsing alone → %.2f×  (target ≤ 1.5×)%@",
                    Double(counted.validate) / 1e9, Double(counted.floor) / 1e9, counted.ratio, ratio <= 1.5 ? "" : "  ✘ over target"))
            } else {
                print("    instructions: not counted (no valgrind on the path, or --no-instructions)")
            }
            failed = failed || ratio > 1.5
        } else {
            print("note: no projects at \(projects); figure (h) needs ../shared/projects beside the corpus")
        }
    }
    if corpusPresent, wanted("throughput") {
        let t = try CorpusFigures.instantiateThroughput(documents)
        print(String(format: "    corpus instantiate: %.0f objects/s from cached nibs (%d objects per round, %d failures)", t.objectsPerSecond, t.objectsPerRound, t.failures))
    }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}
if failed { print("one or more figures missed their target") }
