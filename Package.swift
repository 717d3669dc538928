// swift-tools-version:6.0
import Foundation
import PackageDescription

let package = Package(
    name: "SlotFit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SlotFitText", targets: ["SlotFitText"]),
        .library(name: "SlotFitStrings", targets: ["SlotFitStrings"]),
        .library(name: "SlotFit", targets: ["SlotFit"]),
        .library(name: "SlotFitTesting", targets: ["SlotFitTesting"]),
        .library(name: "SlotFitImport", targets: ["SlotFitImport"]),
        .plugin(name: "SlotFitPlugin", targets: ["SlotFitPlugin"]),
        .executable(name: "slotfit", targets: ["slotfit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // System ICU behind a header of <stdint.h> types only (see Sources/CICU/include/CICU.h).
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        // HarfBuzz, FreeType and fontconfig through pkg-config.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev", "libfontconfig-dev"])]
        ),
        // OpenSSL's libcrypto through pkg-config, for SHA-256 of font files
        // (swift-crypto compiled all of BoringSSL for this one digest).
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // librsvg and cairo, loaded with dlopen on the first PNG (slotfit
        // layout --format png): start-up maps none of their libraries.
        .target(
            name: "CRsvg",
            linkerSettings: [.linkedLibrary("dl")]
        ),
        .target(
            name: "SlotFitRaster",
            dependencies: ["CRsvg"]
        ),
        // The error model and source locations every library shares.
        .target(name: "SlotFitCore"),
        .target(
            name: "SlotFitText",
            dependencies: [
                "SlotFitCore",
                "CICU",
                "CHarfBuzz",
                "CCrypto",
            ]
        ),
        .target(
            name: "SlotFitStrings",
            dependencies: ["SlotFitCore", "CICU"]
        ),
        .target(
            name: "SlotFit",
            dependencies: ["SlotFitCore", "CICU", "SlotFitText", "SlotFitStrings", .product(name: "Yams", package: "Yams")]
        ),
        // Reading a team's own Swift source (issue 14): SwiftSyntax's parser.
        .target(
            name: "SlotFitImport",
            dependencies: [
                "SlotFit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "slotfit",
            dependencies: [
                "SlotFit",
                "SlotFitImport",
                "SlotFitRaster",
                "SlotFitText",
                "SlotFitStrings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers for a team's own tests: swift-snapshot-testing strategies
        // and layout findings as XCTest failures.
        .target(
            name: "SlotFitTesting",
            dependencies: [
                "SlotFit",
                "SlotFitText",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // `swift package slotfit check | render | import …` in a team's package.
        .plugin(
            name: "SlotFitPlugin",
            capability: .command(
                intent: .custom(verb: "slotfit", description: "Run slotfit (check, render, import, layout…) in this package's folder."),
                permissions: [.writeToPackageDirectory(reason: "slotfit render and init record goldens and write slotfit.yml in the package")]
            ),
            dependencies: ["slotfit"]
        ),
        // The text benchmark's corpus, which a test also lays out with and
        // without the caches.
        .target(
            name: "SlotFitBenchmarkCorpus",
            dependencies: ["SlotFitText", "CICU"],
            path: "Benchmarks/Corpus"
        ),
        .executableTarget(
            name: "slotfit-bench",
            dependencies: ["SlotFitText", "SlotFitBenchmarkCorpus"],
            path: "Benchmarks/TextBenchmark"
        ),
        .executableTarget(
            name: "slotfit-strings-bench",
            dependencies: ["SlotFitStrings"],
            path: "Benchmarks/StringsBenchmark"
        ),
        .executableTarget(
            name: "slotfit-layout-bench",
            dependencies: ["SlotFit", "SlotFitText", "SlotFitStrings"],
            path: "Benchmarks/LayoutBenchmark"
        ),
        .executableTarget(
            name: "slotfit-import-bench",
            dependencies: ["SlotFitImport"],
            path: "Benchmarks/ImportBenchmark"
        ),
        .executableTarget(
            name: "slotfit-data-bench",
            dependencies: ["SlotFit", "SlotFitText", "SlotFitBenchmarkCorpus"],
            path: "Benchmarks/DataBudgetBenchmark"
        ),
        .executableTarget(
            name: "slotfit-scale-bench",
            dependencies: ["SlotFitBenchmarkCorpus"],
            path: "Benchmarks/ScaleBenchmark"
        ),
        .executableTarget(
            name: "slotfit-hostile-bench",
            dependencies: ["SlotFitText", "SlotFitStrings", "SlotFitImport"],
            path: "Benchmarks/HostileInputBenchmark"
        ),
        .testTarget(
            name: "SlotFitTextTests",
            dependencies: ["SlotFitText", "SlotFitBenchmarkCorpus"]
        ),
        .testTarget(
            name: "SlotFitStringsTests",
            dependencies: ["SlotFitStrings"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SlotFitTests",
            dependencies: ["SlotFit", "SlotFitText", "SlotFitStrings"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SlotFitTestingTests",
            dependencies: ["SlotFitTesting", "SlotFit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SlotFitImportTests",
            dependencies: ["SlotFitImport", "SlotFit", "SlotFitText"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SlotFitCLITests",
            dependencies: ["slotfit"]
        ),
    ]
)

// `make fuzz` (Fuzz/run.sh) only: the libFuzzer targets, built with
// -sanitize=fuzzer, which supplies `main`. In this package, so they reach
// its `package` declarations (the XML scanner, the linter, the batch); off
// otherwise, so `swift build` never links them.
if ProcessInfo.processInfo.environment["SLOTFIT_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "SlotFitFuzz",
        dependencies: ["SlotFit", "SlotFitImport", "SlotFitStrings", "SlotFitText"],
        path: "Fuzz/Sources/SlotFitFuzz"
    ))
}
