/// The standard accessory UIKit draws at the trailing edge of a table row
/// (`UITableViewCell.AccessoryType`). The raw values are UIKit's names, which the layout JSON's
/// `"accessory"` and Interface Builder's `accessoryType` use too.
///
/// An accessory that says "this row leads somewhere" (a disclosure indicator) or "this row is a
/// choice" (a checkmark) tells that a tap on the row does something (`RowSelectionFacts`).
/// The detail (info) button of `detailButton` and `detailDisclosureButton` is drawn by UIKit and
/// is not one of the row's controls (`CellSubviews`).
public enum RowAccessory: String, CaseIterable, Hashable, Sendable, Codable {
    /// No accessory.
    case none
    /// A chevron: selecting the row shows more (a detail screen).
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark: the row is a choice.
    case checkmark
    /// An info button alone.
    case detailButton

    /// True for the accessories that tell a tap on the row does something: the chevron
    /// (it navigates) and the checkmark (it chooses).
    public var marksSelectableRow: Bool {
        switch self {
        case .disclosureIndicator, .detailDisclosureButton, .checkmark: true
        case .none, .detailButton: false
        }
    }
}
