import Foundation

/// A scratch repository shaped as an Xcode app with a Live Activity: an app
/// target `FerryApp` whose Resources phase bundles a `Localizable.strings`
/// variant group (English, German, Arabic), and a widget extension target
/// `FerryWidgetExtension` that declares the `ActivityConfiguration`. Whether
/// the extension bundles the table too is the case under test. Written for
/// these tests (a ferry crossing); the project file follows the format
/// Xcode writes (objects by id, a variant group's children under
/// `xx.lproj/`, `PBXTargetDependency` from the app to the extension).
struct FerryRepository: ScratchRepository {
    let root: URL

    /// How the extension target gets (or does not get) the table.
    enum Membership {
        /// Its Resources phase is empty: the bundle holds no table.
        case none
        /// Its Resources phase lists the app's variant group.
        case resourcesPhase
        /// Its Resources phase lists a table of its own, in English and
        /// German only (the app's has Arabic too).
        case ownTable
    }

    static let widget = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct FerryAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var onTime: Bool
        }
        var vessel: String
    }

    extension FerryAttributes {
        static let preview = FerryAttributes(vessel: "Nordlys")
    }

    extension FerryAttributes.ContentState {
        static let sailing = FerryAttributes.ContentState(onTime: true)
    }

    struct FerryLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: FerryAttributes.self) { context in
                VStack {
                    Text("Boarding closes soon")
                    Text(context.state.onTime ? "On time" : "Delayed")
                }
                .padding(16)
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("Boarding closes soon") }
                } compactLeading: {
                    Image(systemName: "ferry")
                } compactTrailing: {
                    Image(systemName: context.state.onTime ? "clock" : "exclamationmark.triangle")
                } minimal: {
                    Image(systemName: "ferry")
                }
            }
        }
    }

    """

    /// The project file, with the extension's Resources phase as `membership` says.
    static func project(_ membership: Membership) -> String {
        let widgetResources = membership == .resourcesPhase ? "\t\t\t\t0D000004 /* Localizable.strings in Resources */,\n"
            : membership == .ownTable ? "\t\t\t\t0D000005 /* Localizable.strings in Resources */,\n" : ""
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\t0D000001 /* FerryApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0F000001 /* FerryApp.swift */; };
        \t\t0D000002 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = 0A000001 /* Localizable.strings */; };
        \t\t0D000003 /* FerryLiveActivity.swift in Sources */ = {isa = PBXBuildFile; fileRef = 0F000005 /* FerryLiveActivity.swift */; };
        \t\t0D000004 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = 0A000001 /* Localizable.strings */; };
        \t\t0D000005 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = 0A000002 /* Localizable.strings */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\t0F000001 /* FerryApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FerryApp.swift; sourceTree = "<group>"; };
        \t\t0F000002 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\t0F000003 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\t0F000004 /* ar */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = ar; path = ar.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\t0F000005 /* FerryLiveActivity.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = FerryLiveActivity.swift; sourceTree = "<group>"; };
        \t\t0F000006 /* FerryApp.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = FerryApp.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\t0F000007 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\t0F000008 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        \t\t0B000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t0B000002 /* FerryApp */,
        \t\t\t\t0B000003 /* FerryWidget */,
        \t\t\t\t0B000004 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t0B000002 /* FerryApp */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t0F000001 /* FerryApp.swift */,
        \t\t\t\t0A000001 /* Localizable.strings */,
        \t\t\t);
        \t\t\tpath = FerryApp;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t0B000003 /* FerryWidget */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t0F000005 /* FerryLiveActivity.swift */,
        \t\t\t\t0A000002 /* Localizable.strings */,
        \t\t\t);
        \t\t\tpath = FerryWidget;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t0B000004 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\t0F000006 /* FerryApp.app */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t0C000001 /* FerryApp */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\t0E000001 /* Sources */,
        \t\t\t\t0E000002 /* Resources */,
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t\t0C000003 /* PBXTargetDependency */,
        \t\t\t);
        \t\t\tname = FerryApp;
        \t\t\tproductName = FerryApp;
        \t\t\tproductReference = 0F000006 /* FerryApp.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t0C000002 /* FerryWidgetExtension */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (
        \t\t\t\t0E000003 /* Sources */,
        \t\t\t\t0E000004 /* Resources */,
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = FerryWidgetExtension;
        \t\t\tproductName = FerryWidgetExtension;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t0C000000 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t\tde,
        \t\t\t\tar,
        \t\t\t);
        \t\t\tmainGroup = 0B000001;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t0C000001 /* FerryApp */,
        \t\t\t\t0C000002 /* FerryWidgetExtension */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\t0E000002 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t0D000002 /* Localizable.strings in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t0E000004 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \(widgetResources)\t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\t0E000001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t0D000001 /* FerryApp.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t0E000003 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\t0D000003 /* FerryLiveActivity.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        \t\t0C000003 /* PBXTargetDependency */ = {
        \t\t\tisa = PBXTargetDependency;
        \t\t\ttarget = 0C000002 /* FerryWidgetExtension */;
        \t\t};
        /* End PBXTargetDependency section */

        /* Begin PBXVariantGroup section */
        \t\t0A000001 /* Localizable.strings */ = {
        \t\t\tisa = PBXVariantGroup;
        \t\t\tchildren = (
        \t\t\t\t0F000002 /* en */,
        \t\t\t\t0F000003 /* de */,
        \t\t\t\t0F000004 /* ar */,
        \t\t\t);
        \t\t\tname = Localizable.strings;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\t0A000002 /* Localizable.strings */ = {
        \t\t\tisa = PBXVariantGroup;
        \t\t\tchildren = (
        \t\t\t\t0F000007 /* en */,
        \t\t\t\t0F000008 /* de */,
        \t\t\t);
        \t\t\tname = Localizable.strings;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXVariantGroup section */
        \t};
        \trootObject = 0C000000 /* Project object */;
        }

        """
    }

    /// The line of `FerryWidgetExtension`'s `name = …` in the project file.
    static func widgetTargetLine(_ membership: Membership) -> Int {
        let lines = project(membership).components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains("name = FerryWidgetExtension;") } ?? -1) + 1
    }

    /// Writes the repository with the extension's membership as given.
    init(_ membership: Membership) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("slotfit-ferry-\(UUID().uuidString)")
        try write("Ferry.xcodeproj/project.pbxproj", Self.project(membership))
        try write("FerryApp/FerryApp.swift", "import SwiftUI\n\n@main\nstruct FerryApp: App {\n    var body: some Scene { WindowGroup { Text(\"Ferry\") } }\n}\n")
        try write("FerryApp/en.lproj/Localizable.strings", "\"Boarding closes soon\" = \"Boarding closes soon\";\n\"On time\" = \"On time\";\n\"Delayed\" = \"Delayed\";\n")
        try write("FerryApp/de.lproj/Localizable.strings", "\"Boarding closes soon\" = \"Einstieg endet bald\";\n\"On time\" = \"Pünktlich\";\n\"Delayed\" = \"Verspätet\";\n")
        try write("FerryApp/ar.lproj/Localizable.strings", "\"Boarding closes soon\" = \"الصعود ينتهي قريبًا\";\n\"On time\" = \"في الموعد\";\n\"Delayed\" = \"متأخر\";\n")
        try write("FerryWidget/FerryLiveActivity.swift", Self.widget)
        if membership == .ownTable {
            try write("FerryWidget/en.lproj/Localizable.strings", "\"Boarding closes soon\" = \"Boarding closes soon\";\n\"On time\" = \"On time\";\n\"Delayed\" = \"Delayed\";\n")
            try write("FerryWidget/de.lproj/Localizable.strings", "\"Boarding closes soon\" = \"Einstieg endet bald\";\n\"On time\" = \"Pünktlich\";\n\"Delayed\" = \"Verspätet\";\n")
        }
    }

    /// Writes `text` to `path` (the order the tests read best).
    func write(_ path: String, _ text: String) throws { try write(text, to: path) }
}
