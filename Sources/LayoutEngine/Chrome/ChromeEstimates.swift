import ViewTree

/// The list, navigation-bar and tab-bar numbers Containers.md §8–§9 marks [U] or takes from an
/// iOS 14-era re-implementation, named once. Each says why it is an estimate; a measurement on
/// an iOS 17/18 device replaces the value here and nowhere else.
public struct ChromeEstimates: Sendable {
    /// Card margin from the safe-area edge: the UIKit layout margin of 375–402-pt phones (§8.2 [U]; Plus/Max use 20, not modelled).
    public var cardMargin = 16.0
    /// Card corner radius: Flutter's Cupertino list section, measured on iOS 14 (§8.2 [O] for 14, [U] for 17/18).
    public var cardCornerRadius = 10.0
    /// Row minimum height: `defaultMinListRowHeight`, whose value Apple does not state (§8.2 [U]).
    public var rowMinHeight = 44.0
    /// Row content inset from the card's leading and trailing edges: Flutter's list tile uses 20 leading (§8.2 [U]).
    public var rowHorizontalInset = 20.0
    /// Row content inset above and below: 6.5, so a 31-pt switch row is exactly 44 as on iOS (§8.3 [D]);
    /// §8.2's ≈ 11 would make Toggle rows 53 tall. Single text lines are centred by `rowMinHeight` either way.
    public var rowVerticalInset = 6.5
    /// Separator thickness: one pixel at scale 3 (§8.2 [U]).
    public var separatorThickness = 1.0 / 3.0
    /// Space above a section without a header, and below the last one (§8.2 [U], ≈ 35).
    public var sectionSpacing = 35.0
    /// Space above a section header's text (§8.2 [U]; Flutter's list section uses 16 at the top).
    public var headerTopSpacing = 17.0
    /// Space between a header's text and its card: Flutter's list section header bottom margin (§8.2 [O] iOS 14).
    public var headerBottomSpacing = 6.0
    /// Space between a card and its footer's text (§8.2 [U], ≈ 6–8).
    public var footerTopSpacing = 7.0
    /// Trailing chevron of a NavigationLink row and a DisclosureGroup: ≈ 13 pt semibold (§8.3 [U]).
    public var chevronPointSize = 13.0
    /// Navigation bar row for items and the inline title: Flutter's navigation bar, measured (§9.1 [O]).
    public var barHeight = 44.0
    /// The large title's extra band below the bar row: Flutter's navigation bar, measured (§9.1 [O]).
    public var largeTitleHeight = 52.0
    /// Space from the large title's text box to the band's bottom: Flutter's bottom padding (§9.1 [O], baseline [U]).
    public var largeTitleBottomPadding = 8.0
    /// Leading edge of the large title and both bar edges for items: Flutter's edge padding (§9.1 [O]).
    public var barEdgePadding = 16.0
    /// Gap between two toolbar items in one placement (§9.2 [U], ≈ 8–16).
    public var toolbarItemSpacing = 12.0
    /// Bottom toolbar and tab bar height above the home indicator: the UIKit value (§9.2, §9.3 [U]; Flutter uses 50).
    public var bottomBarHeight = 49.0
    /// Tab item symbol size: glyph box ≈ 25–28 pt (§9.3 [U]).
    public var tabSymbolPointSize = 24.0
    /// Tab item title: 10 pt medium (§9.3 [U]).
    public var tabTitlePointSize = 10.0
    /// Space between a tab item's symbol and its title (§9.3 [U]).
    public var tabTitleSpacing = 2.0
    /// Space above a tab item's symbol in the bar (§9.3 [U]).
    public var tabItemTopPadding = 5.0
    /// Unselected tab item grey, ≈ (153,153,153) in light mode (§9.3 [U]).
    public var tabUnselectedGray = RGBA(153, 153, 153)
    /// Space between a DisclosureGroup's label and its content outside a list (§8.3 [U]: the stack default).
    public var disclosureSpacing = 8.0

    public init() {}
}
