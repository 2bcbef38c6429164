// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "NibKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "NibKit", targets: ["NibKit"]),
        .library(name: "NibLoading", targets: ["NibLoading"]),
        .library(name: "NibToolCore", targets: ["NibToolCore"]),
        .executable(name: "nibtool", targets: ["nibtool"]),
        .plugin(name: "NibCompilerPlugin", targets: ["NibCompilerPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` (Scripts/docs.sh); adds no code to any product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Helpers every module uses: a lock Thread Sanitizer understands, the numeric rule for read values.
        .target(name: "NibSupport"),
        // .xib / .storyboard XML → value-typed document model. Knows XML, not Apple's keys.
        .target(name: "NibDocument", dependencies: ["NibSupport"]),
        // Keyed archives as values (objects, keys, typed values); no XML, no run time.
        .target(name: "NibArchive", dependencies: ["NibSupport"]),
        // Bundle resources: .strings, .stringsdict and .xcstrings tables, localized and device-specific lookup, image headers.
        .target(name: "NibResources", dependencies: ["NibSupport"]),
        // Document → keyed archive in Apple's schema: the one place that knows IB attributes.
        .target(name: "NibCompiler", dependencies: ["NibDocument", "NibArchive", "NibSupport"]),
        // The outlet/action macros' expansions, a library so their tests need no macro target
        // (a test target that depends on a macro makes SwiftPM build every test target twice).
        .target(
            name: "NibMacroImplementations",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        // The compiler plug-in that provides them under the names `#externalMacro` gives.
        .macro(
            name: "NibKitMacros",
            dependencies: [
                "NibMacroImplementations",
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // The keyed decoder (an NSCoder), class lookup by name, key-value coding, selectors.
        .target(name: "NibRuntime", dependencies: ["NibArchive", "NibSupport"]),
        // `@Outlet` and `@Action`: declarations only; kept apart so loading needs no swift-syntax.
        .target(name: "NibMacros", dependencies: ["NibRuntime", "NibKitMacros"]),
        // Headless UIKit- and AppKit-shaped classes that decode themselves in init(coder:).
        .target(name: "NibObjectLibrary", dependencies: ["NibArchive", "NibRuntime", "NibResources", "NibSupport"]),
        // The loader: Nib, instantiate(owner:options:), the loading process of each flavour.
        .target(name: "NibLoading", dependencies: ["NibDocument", "NibArchive", "NibCompiler", "NibRuntime", "NibObjectLibrary", "NibResources", "NibSupport"]),
        // The one import for apps: the loader and the macros.
        .target(name: "NibKit", dependencies: ["NibLoading", "NibMacros"]),
        // `nibtool validate`: documents checked against the Swift and Objective-C sources (swift-syntax's parser).
        .target(
            name: "NibValidation",
            dependencies: [
                "NibSupport", "NibDocument", "NibRuntime", "NibObjectLibrary",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // `nibtool generate accessors`: Swift enums of the names and identifiers documents define.
        .target(name: "NibAccessors", dependencies: ["NibDocument", "NibRuntime", "NibSupport"]),
        // nibtool as a library, testable without spawning a process.
        .target(
            name: "NibToolCore",
            dependencies: ["NibLoading", "NibResources", "NibSupport", "NibValidation", "NibAccessors", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(name: "nibtool", dependencies: ["NibToolCore"]),
        // The build plugin's tool: `nibtool compile` and `generate accessors` alone, so the build machine's copy is only the compiler.
        .executableTarget(name: "nibtool-build", dependencies: ["NibCompiler", "NibDocument", "NibSupport", "NibAccessors"]),
        // Compiles a target's .xib and .storyboard files into its resource bundle at build time.
        .plugin(name: "NibCompilerPlugin", capability: .buildTool(), dependencies: ["nibtool-build"]),
        // A target that uses the plugin: its bundle holds ContactCard.nib and Contacts.storyboardc.
        .target(name: "PluginExample", dependencies: ["NibLoading"], path: "Examples/PluginExample", plugins: ["NibCompilerPlugin"]),
        // A target whose typed accessors the plugin generates (its `nibkit-accessors` file) and compiles
        // against NibLoading in every build; `GeneratedAccessorsTests` calls them.
        .target(name: "AccessorsExample", dependencies: ["NibLoading"], path: "Examples/AccessorsExample", exclude: ["nibkit-accessors"], plugins: ["NibCompilerPlugin"]),
        // The object library's generator: reads a corpus's usage (checked in under Generator/) with
        // NibDocument's parser, and writes Sources/NibObjectLibrary/Generated from the compiler's keys.
        .target(
            name: "ObjectLibraryGeneration",
            dependencies: [
                "NibDocument", "NibCompiler", "NibRuntime",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .executableTarget(name: "generate-object-library", dependencies: ["ObjectLibraryGeneration"]),
        .executableTarget(
            name: "NibKitBenchmarks",
            dependencies: ["NibCompiler", "NibLoading", "NibToolCore", "NibValidation", .product(name: "SwiftParser", package: "swift-syntax")]),
        // The README's first command: loads the shipped documents with the classes they name.
        .executableTarget(name: "Example", dependencies: ["NibKit"], path: "Examples/Example"),
        // The loading rules in an optimized build, without macros: `swift run -c release NibKitReleaseCheck`.
        .executableTarget(name: "NibKitReleaseCheck", dependencies: ["NibLoading"], path: "Tests/ReleaseCheck"),
        // Fuzz targets (Scripts/fuzz.sh builds them with libFuzzer; plain builds replay files).
        .target(name: "FuzzSupport", dependencies: ["NibArchive"], path: "Fuzz/Support"),
        .executableTarget(name: "FuzzDocumentReader", dependencies: ["NibDocument", "FuzzSupport"], path: "Fuzz/DocumentReader"),
        .executableTarget(name: "FuzzNIBArchive", dependencies: ["NibArchive", "FuzzSupport"], path: "Fuzz/NIBArchive"),
        .executableTarget(name: "FuzzKeyedArchive", dependencies: ["NibArchive", "FuzzSupport"], path: "Fuzz/KeyedArchive"),
        .executableTarget(name: "FuzzStrings", dependencies: ["NibResources", "FuzzSupport"], path: "Fuzz/Strings"),
        .executableTarget(name: "FuzzLoad", dependencies: ["NibLoading", "NibArchive", "FuzzSupport"], path: "Fuzz/Load"),
        .executableTarget(name: "FuzzHostileValues", dependencies: ["NibArchive", "NibCompiler", "NibLoading", "NibResources", "NibToolCore", "FuzzSupport"], path: "Fuzz/HostileValues"),
        // What the test targets share: small documents, the call log, the File's Owner classes.
        .target(name: "NibTestSupport", dependencies: ["NibKit", "NibCompiler"], path: "Tests/TestSupport"),
        .testTarget(name: "NibDocumentTests", dependencies: ["NibDocument"]),
        .testTarget(name: "NibResourcesTests", dependencies: ["NibResources"]),
        // A File's Owner with outlets and actions in a module of its own, as an app's classes may be.
        .target(name: "NibTestOwners", dependencies: ["NibKit"], path: "Tests/TestOwners"),
        // Archive formats: NIBArchive, binary property lists, equal values stored once.
        .testTarget(name: "NibArchiveTests", dependencies: ["NibArchive", "NibCompiler", "NibDocument", "NibTestSupport"]),
        // What `nibtool compile` writes, class family by class family, and that it loads alike from both schemas.
        .testTarget(name: "NibCompilerTests", dependencies: ["NibCompiler", "NibDocument", "NibArchive", "NibLoading", "NibToolCore", "NibTestSupport"]),
        // The decoder: key reads replayed, decoders reused, objects lent, keys skipped by signature.
        .testTarget(name: "NibRuntimeTests", dependencies: ["NibLoading", "NibArchive", "NibCompiler", "NibDocument", "NibTestSupport"]),
        // Loading through `Nib` and `Storyboard` as apps do: outlets, actions, placeholders, controllers, resources.
        .testTarget(name: "NibKitTests", dependencies: ["NibKit", "NibArchive", "NibCompiler", "NibToolCore", "PluginExample", "AccessorsExample", "NibTestSupport", "NibTestOwners"]),
        .testTarget(
            name: "NibMacroImplementationsTests",
            dependencies: [
                "NibMacroImplementations",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        .testTarget(
            name: "HostileInputTests",
            dependencies: [
                "NibLoading", "NibToolCore", "NibArchive", "NibCompiler", "NibDocument", "NibResources", "NibSupport", "FuzzSupport", "NibTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "ObjectLibraryGenerationTests", dependencies: ["ObjectLibraryGeneration"]),
        .testTarget(
            name: "NibValidationTests",
            dependencies: [
                "NibValidation", "NibAccessors", "NibDocument", "NibSupport", "NibToolCore", "NibTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .testTarget(name: "CorpusTests", dependencies: ["NibLoading", "NibToolCore", "NibCompiler", "NibArchive", "NibResources"]),
    ],
    swiftLanguageModes: [.v6]
)
