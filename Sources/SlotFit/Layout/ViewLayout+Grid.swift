import SlotFitText

extension ViewLayout {
    /// SwiftUI's `Grid`: "each column as wide as its widest cell, each row
    /// as tall as its tallest" (Apple's Grid documentation). The columns
    /// share the offered width as an `HStack` of them would, each column
    /// as flexible as its cells (a column is measured as the `VStack` of
    /// its cells); each cell is then offered its column's width, and lined
    /// up in its cell by the grid's alignment, or by its column's
    /// `gridColumnAlignment` ("overrides the default horizontal alignment
    /// of the grid column that the view appears in"). A cell with
    /// `gridCellColumns(n)` spans n columns: the columns' widths come from
    /// the cells that span one, and the spanning cell is offered them and
    /// the spacing between; wider than that, how SwiftUI widens the columns
    /// is assumed (the grid is marked approximated). A row that is not a
    /// `GridRow` spans every column. Right to left, the columns run from
    /// the right unless pinned. Not modelled: `GridRow(alignment:)` (the
    /// grid's alignment is used), said where the importer reads it.
    func grid(horizontalSpacing: Double?, verticalSpacing: Double?, alignment: Alignment, _ rows: [ActivityView],
              _ proposal: Proposal, pinned: Bool) throws -> PlacedView {
        let shownRows = rows.filter { resolved.isShown($0.condition) }
        // Each row's cells (a GridRow) with their first column and span, or
        // `nil` for a row spanning the grid.
        let cells: [[GridCell]?] = shownRows.map { row in
            guard case .group(let content) = row.kind else { return nil }
            var column = 0
            return Self.splicingGroups(content).filter { resolved.isShown($0.condition) }.map { view in
                let span = max(1, view.modifiers.gridCellColumns ?? 1)
                defer { column += span }
                return GridCell(view: view, column: column, span: span)
            }
        }
        let columnCount = cells.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
        let horizontalGap = horizontalSpacing ?? systemSpacing
        let verticalGap = verticalSpacing ?? systemSpacing
        let location = rows.first?.location ?? .unknown
        var widths: [Double] = []
        var compressed = false
        // Each column's alignment: the first of its cells to set one, else the grid's.
        var columnAlignments = [HorizontalAlignment](repeating: alignment.horizontal, count: columnCount)
        for column in (0..<columnCount).reversed() {
            if let set = cells.lazy.compactMap({ $0?.first { $0.column == column && $0.span == 1 && $0.view.modifiers.gridColumnAlignment != nil } }).first {
                columnAlignments[column] = set.view.modifiers.gridColumnAlignment!
            }
        }
        if columnCount > 0 {
            let columns = (0..<columnCount).map { column in
                ActivityView(.vstack(spacing: 0, alignment: .center, content: cells.compactMap { row in row?.first { $0.column == column && $0.span == 1 }?.view }),
                             location: location)
            }
            let shared = try stack(horizontal: true, spacing: horizontalGap, alignment: .vertical(.center), columns,
                                   Proposal(width: proposal.width, height: nil), pinned: pinned)
            widths = shared.children.map(\.width)
            // Narrower than its columns' ideal widths: how SwiftUI's Grid
            // shares the width then is assumed (an HStack's), so a finding
            // resting on it is at most a warning that says so.
            let ideal = try stack(horizontal: true, spacing: horizontalGap, alignment: .vertical(.center), columns,
                                  Proposal(width: nil, height: nil), pinned: pinned).children.map(\.width)
            compressed = zip(widths, ideal).contains { $0 < $1 - 0.001 }
        }
        let columnsWidth = widths.reduce(0, +) + Double(max(0, widths.count - 1)) * horizontalGap
        func spannedWidth(_ cell: GridCell) -> Double {
            let end = min(widths.count, cell.column + cell.span)
            guard cell.column < end else { return 0 }
            return widths[cell.column..<end].reduce(0, +) + Double(end - cell.column - 1) * horizontalGap
        }
        // Rows spanning the grid are offered its columns' width (or the offer).
        var spanning: [Int: PlacedView] = [:]
        for (index, row) in shownRows.enumerated() where cells[index] == nil {
            spanning[index] = try place(row, Proposal(width: columnCount > 0 ? columnsWidth : proposal.width, height: nil), pinned: pinned)
        }
        let width = max(columnsWidth, spanning.values.map(\.width).max() ?? 0)
        let leadingIsLeft = direction == .leftToRight || pinned
        var children: [PlacedView] = []
        var widerSpan = false
        var y = 0.0
        for (index, row) in cells.enumerated() {
            if index > 0 { y += verticalGap }
            guard let row else {
                guard var placed = spanning[index] else { continue }
                let x = Self.offset(placed.width, in: width, alignment.horizontal, leadingIsLeft: leadingIsLeft)
                placed.offset(dx: x, dy: y)
                children.append(placed)
                y += placed.height
                continue
            }
            var placedCells: [(PlacedView, Double, Double, HorizontalAlignment)] = []
            for cell in row {
                let x = widths.prefix(cell.column).reduce(0, +) + Double(cell.column) * horizontalGap
                let offered = spannedWidth(cell)
                if cell.span > 1, let ideal = try place(cell.view, Proposal(width: nil, height: nil), pinned: pinned), ideal.width > offered + 0.001 {
                    widerSpan = true
                }
                if let placed = try place(cell.view, Proposal(width: offered, height: nil), pinned: pinned) {
                    placedCells.append((placed, x, offered, cell.span == 1 ? columnAlignments[cell.column] : alignment.horizontal))
                }
            }
            let height = placedCells.map(\.0.height).max() ?? 0
            for (cell, columnX, columnWidth, horizontal) in placedCells {
                var placed = cell
                let inColumn = Self.offset(placed.width, in: columnWidth, horizontal, leadingIsLeft: true)
                var left = leadingIsLeft ? columnX + inColumn : width - (columnX + inColumn + placed.width)
                if abs(left) < 1e-9 { left = 0 }
                let down: Double
                switch alignment.vertical {
                case .top: down = 0
                case .bottom: down = height - placed.height
                default: down = (height - placed.height) / 2
                }
                placed.offset(dx: left, dy: y + down)
                children.append(placed)
            }
            y += height
        }
        var placed = leaf(.grid, "", width, y)
        placed.children = children
        if compressed { placed.approximated = "a Grid narrower than its columns' ideal widths (shared as an HStack shares them: assumed)" }
        if widerSpan { placed.approximated = "a Grid cell spanning columns narrower than it (how SwiftUI widens the columns is assumed)" }
        return placed
    }

    /// A grid cell: its view, its first column, the columns it spans.
    struct GridCell {
        var view: ActivityView
        var column: Int
        var span: Int
    }

    /// Where a box of `length` sits from the left of `extent` under a
    /// horizontal alignment (leading is the left edge when `leadingIsLeft`).
    static func offset(_ length: Double, in extent: Double, _ alignment: HorizontalAlignment, leadingIsLeft: Bool) -> Double {
        switch alignment {
        case .leading: return leadingIsLeft ? 0 : extent - length
        case .trailing: return leadingIsLeft ? extent - length : 0
        default: return (extent - length) / 2
        }
    }
}
