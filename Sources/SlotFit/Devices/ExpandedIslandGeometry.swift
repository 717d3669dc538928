/// The expanded Dynamic Island as one model: the island, the TrueDepth
/// camera housing at its top centre, the content margins, and where each
/// region (leading, trailing, center, bottom) goes. Both the budgets
/// (`ActivityRenderer`) and the pictures (`ActivitySnapshot.svg`) come from
/// it, so no region is budgeted or drawn over the camera.
///
/// Apple publishes the island's width (371 / 408 pt), its height (84–160),
/// corner radius (44) and the compact slots beside the camera; the rest is
/// derived (docs/BUDGETS.md, "The expanded island's regions"):
/// - the camera housing is the resting island between the compact slots,
///   `islandWidth − compactLeading − compactTrailing` (230 − 2 × 52.33 =
///   250 − 2 × 62.33 = 125.34 pt) wide and as tall as the compact slots
///   (36.67 pt), at the top centre: the island grows out of the resting one;
/// - content keeps `IslandContentMargins.standard` (12.89 pt) from each edge,
///   unless the activity's `contentMargins(_:_:for: .expanded)` says otherwise;
///   content touches the housing, as the compact slots do;
/// - a side region's content sits beside the camera, from the top margin to
///   the housing, when it fits there; wider content (a higher `priority:`,
///   `.belowIfTooWide`) wraps below the camera and the center region;
/// - the center region is right below the housing, centred; the bottom
///   region below all the others, across the content width.
package struct ExpandedIslandGeometry: Sendable, Hashable, Codable {
    /// The island's width (Apple).
    package var width: Points
    /// The island's height range (Apple: 84–160; past 160 the system truncates).
    package var minHeight: Points
    package var maxHeight: Points
    /// The island's corner radius (Apple: 44).
    package var cornerRadius: Points
    /// The TrueDepth camera housing, in the island's coordinates (derived).
    package var camera: SlotRect
    /// The content margins in effect.
    package var margins: IslandContentMargins

    /// The geometry of `device`'s expanded island with a team's content
    /// margins; `nil` for a device without a Dynamic Island.
    package init?(device: DeviceProfile, overrides: [IslandContentMargins.Override] = []) {
        guard let expanded = device.expanded, let island = device.islandWidth, let leading = device.compactLeading,
              let trailing = device.compactTrailing else { return nil }
        width = expanded.maxWidth
        minHeight = expanded.minHeight
        maxHeight = expanded.maxHeight
        cornerRadius = device.islandCornerRadius ?? .apple(44)
        let housing = island.value - leading.maxWidth.value - trailing.maxWidth.value
        camera = SlotRect(x: (width.value - housing) / 2, y: 0, width: housing, height: leading.maxHeight.value)
        margins = IslandContentMargins.standard(cornerRadius: cornerRadius.value).applying(overrides, for: .expanded)
    }

    /// The width of the content area: the island less the leading and trailing margins.
    package var contentWidth: Double { max(0, width.value - margins.leading.value - margins.trailing.value) }

    /// The tallest content of a region that starts at the top margin: the
    /// island's largest height less the top and bottom margins.
    package var contentHeight: Double { max(0, maxHeight.value - margins.top.value - margins.bottom.value) }

    /// The tallest content of the center region, right below the camera.
    package var centerHeight: Double { max(0, maxHeight.value - camera.maxY - margins.bottom.value) }

    /// How wide the leading region may be beside the camera (left to
    /// right: from the leading margin to the housing).
    package var besideCameraLeading: Double { max(0, camera.minX - margins.leading.value) }

    /// How wide the trailing region may be beside the camera.
    package var besideCameraTrailing: Double { max(0, width.value - margins.trailing.value - camera.maxX) }

    /// What a region was offered and the size its content took.
    package struct RegionContent: Sendable, Hashable {
        /// The width the region was offered (its budget).
        package var offered: Double
        /// The content's size.
        package var width: Double
        package var height: Double

        package init(offered: Double, width: Double, height: Double) {
            self.offered = offered; self.width = width; self.height = height
        }
    }

    /// Where each region goes, left to right (a right-to-left language
    /// mirrors them: `SlotRect.mirrored(in:)` with the island's width).
    /// A side region is as wide as the camera leaves when its content fits
    /// there; otherwise it is as wide as it was offered, below the camera
    /// and the center region.
    package func regions(_ contents: [Presentation: RegionContent]) -> [Presentation: SlotRect] {
        var rects: [Presentation: SlotRect] = [:]
        let tolerance = 0.001
        if let center = contents[.expandedCenter] {
            rects[.expandedCenter] = SlotRect(x: (width.value - center.offered) / 2, y: camera.maxY, width: center.offered, height: center.height)
        }
        let below = max(camera.maxY, rects[.expandedCenter]?.maxY ?? 0)
        if let leading = contents[.expandedLeading] {
            let beside = leading.width <= besideCameraLeading + tolerance
            rects[.expandedLeading] = SlotRect(x: margins.leading.value, y: beside ? margins.top.value : below,
                                               width: beside ? besideCameraLeading : leading.offered, height: leading.height)
        }
        if let trailing = contents[.expandedTrailing] {
            let beside = trailing.width <= besideCameraTrailing + tolerance
            let regionWidth = beside ? besideCameraTrailing : trailing.offered
            rects[.expandedTrailing] = SlotRect(x: width.value - margins.trailing.value - regionWidth, y: beside ? margins.top.value : below,
                                                width: regionWidth, height: trailing.height)
        }
        if let bottom = contents[.expandedBottom] {
            let top = ([camera.maxY] + rects.values.map(\.maxY)).max()!
            rects[.expandedBottom] = SlotRect(x: margins.leading.value, y: top, width: bottom.offered, height: bottom.height)
        }
        return rects
    }

    /// The island's height around `regions`: down to the lowest one and
    /// the bottom margin, at least the smallest height Apple gives (84).
    package func height(around regions: [SlotRect]) -> Double {
        max(minHeight.value, (regions.map(\.maxY).max() ?? camera.maxY) + margins.bottom.value)
    }
}
