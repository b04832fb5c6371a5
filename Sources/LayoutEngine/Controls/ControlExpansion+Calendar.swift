import ViewTree

/// The graphical DatePicker: a month calendar showing the fixed sample date (`sampleDate`,
/// Jun 9, 2025), so output stays the same on every run.
extension ControlExpansion {
    /// June 2025 starts on a Sunday and has 30 days: five weeks of seven columns.
    private static let sampleMonth = (title: "June 2025", firstWeekday: 0, days: 30, selected: 9)
    private static let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]

    /// Month header with arrows, weekday initials, then one row per week; takes the offered
    /// width, its height fixed by the row heights in `ControlMetrics` [U].
    var graphicalDatePicker: ViewNode {
        let month = Self.sampleMonth
        let title = part(.text(TextContent(month.title)), []).synthetic(.environment(.font(.style(.headline))))
        let arrows = ["chevron.left", "chevron.right"].map { symbol(ImageContent(.systemSymbol(name: $0))) }
        let header = part(.hStack(alignment: .center, spacing: nil), [title, part(.spacer(minLength: nil), [])] + arrows)
            .synthetic(.environment(.foregroundStyle(.system(.accentColor))))
            .synthetic(.frame(width: nil, height: ControlMetrics.calendarHeaderHeight, alignment: .center))
        let weekdays = week(Self.weekdays.map { day in
            part(.text(TextContent(day)), []).synthetic(.environment(.foregroundStyle(.system(.tertiary))))
        }, height: ControlMetrics.calendarWeekdayHeight).synthetic(.environment(.font(.system(size: 13, weight: .semibold))))
        let cells = Array(repeating: nil, count: month.firstWeekday) + (1...month.days).map { Optional($0) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { start in
            let days = (start..<start + 7).map { i in i < cells.count ? cells[i] : nil }
            return week(days.map { day(number: $0, selected: month.selected) }, height: ControlMetrics.calendarDayHeight)
        }
        return keepingHidden(part(.vStack(alignment: .leading, spacing: 0), [header, weekdays] + weeks), Array(labels.prefix(1)))
    }

    private func symbol(_ image: ImageContent) -> ViewNode {
        part(.image(image), []).synthetic(.environment(.font(.system(size: 20, weight: .medium))))
    }

    /// Seven equal columns of the given height.
    private func week(_ cells: [ViewNode], height: Double) -> ViewNode {
        let columns = cells.map { cell in
            cell.synthetic(.flexFrame(FlexFrame(minWidth: 0, maxWidth: .infinity, minHeight: height, maxHeight: height)))
        }
        return part(.hStack(alignment: .center, spacing: 0), columns)
    }

    /// A day number; the selected one is white on an accent disc, blank days are clear.
    private func day(number: Int?, selected: Int) -> ViewNode {
        guard let number else { return part(.color(ColorValue(.system(.clear))), []) }
        let text = part(.text(TextContent(String(number))), [])
        guard number == selected else { return text }
        let disc = part(.shape(.circle, ShapeStyling(fill: .system(.accentColor))), [])
            .synthetic(.frame(width: ControlMetrics.calendarSelectionDiameter, height: ControlMetrics.calendarSelectionDiameter, alignment: .center))
        return text
            .synthetic(.environment(.foregroundStyle(.system(.white))))
            .synthetic(.environment(.fontWeight(.semibold)))
            .synthetic(.background(alignment: .center), [disc])
    }
}
