// swift-tools-version:6.0
// SlotFit's fuzz targets, a package of their own: they are built with
// libFuzzer (`-sanitize=fuzzer`, which supplies `main`), so they cannot sit
// in the main package, whose `swift build` links ordinary executables.
// Run them with `make fuzz` at the repository root.
import Foundation
import PackageDescription

// SwiftPM names a path dependency by its folder, which is whatever the
// repository was cloned as.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let slotfit = root.lastPathComponent.lowercased()

let package = Package(
    name: "SlotFitFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "SlotFitFuzz",
            dependencies: [
                .product(name: "SlotFit", package: slotfit),
                .product(name: "SlotFitImport", package: slotfit),
                .product(name: "SlotFitStrings", package: slotfit),
                .product(name: "SlotFitText", package: slotfit),
            ]
        ),
    ]
)
