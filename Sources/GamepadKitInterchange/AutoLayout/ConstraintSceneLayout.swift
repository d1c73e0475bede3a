import GamepadKitCore

/// Lays a storyboard scene or xib view out from its constraints, as Auto Layout does at run
/// time, with ``LinearConstraintSolver``.
///
/// - **Items**: the root view (fixed at its screen size) and every view under it, down to the
///   cells of tables and collections, which keep their own frames. Each has four variables
///   (x, y, width, height) in the root view's coordinates.
/// - **Stack views** lay out their arranged views with the constraints UIKit makes
///   (``StackViewArrangement``); a stack view has no size of its own.
/// - **Views without Auto Layout** (`translatesAutoresizingMaskIntoConstraints` not `NO`, or a
///   frame Interface Builder marks fixed, ``keepsFrame(_:)``) keep
///   their stored frame, resized with their parent by their autoresizing mask (the flexible
///   parts share the change in proportion to their sizes); a view that stores no frame is
///   zero-sized.
/// - **Constraints**: every `<constraint>` but placeholders, required ones first in document
///   order. Positions are measured in the coordinates of the view that holds the constraint,
///   so multipliers on positions act as in UIKit. A required constraint that contradicts those
///   before it is broken (left out), as Auto Layout does, and reported.
/// - **Intrinsic sizes** (``IntrinsicContentSize``; a view's stored size stands in for text it
///   measured): `size ≥ intrinsic` at the compression resistance priority (750 unless the file
///   says), `size ≤ intrinsic` at the content hugging priority (250 unless the file says).
/// - **Layout guides**: the top and bottom layout guides of iOS 7–10 files (`<layoutGuides>`:
///   the status and navigation bars above, the tab bar or toolbar below), the safe area
///   (`<viewLayoutGuide key="safeArea">`: the screen's insets on the root view, the view itself
///   elsewhere), the layout margins (16 pt beside the root view's safe area on phones, 20 pt on
///   wider screens, 8 pt in other views, or their superview's where they preserve them), the readable content guide (the margins, at most
///   672 pt wide, centred) and a scroll view's content and frame guides (constraints between a
///   scroll view and views inside it place its content, whose size is free).
/// - **What nothing decides** is held, at a priority below any a file can write, where the file
///   stores it (else at zero). Views that move when those hold points move are ambiguous;
///   views whose stored frame is more than ``misplacedTolerance`` off the solved one are
///   misplaced.
struct ConstraintSceneLayout {
    /// How much the estimated insets and margins of a file's own layout hold: less than its
    /// stored frames (``ConstraintStrength/stay``), so the frames can move them.
    static let metricStrength = ConstraintStrength(0.1)

    /// How much a view the file stores no frame for is held at zero where nothing else decides.
    static let unplacedStrength = ConstraintStrength(0.01)

    /// How far, in points, a stored frame may be from the solved one before it counts as stale.
    static let misplacedTolerance = 4.0

    /// The widest the readable content guide gets at the default text size.
    static let readableWidth = 672.0

    /// The root view's side layout margin beside its safe area: 16 pt on phones, 20 pt on wider screens.
    static func sideMargin(screenWidth: Double) -> Double { screenWidth > 414 ? 20 : 16 }

    /// The facts about the scene's screen the layout needs.
    struct Screen {
        /// The root view's size.
        var size: LayoutSize
        /// The safe-area insets of the root view.
        var safeArea: LayoutInsets
        /// The lengths of the top and bottom layout guides (bars and status bar over the root view).
        var topGuide: Double
        var bottomGuide: Double
        var rightToLeft = false
        /// Compare the solved frames with the stored ones (false when the scene is laid out for
        /// another device or direction than the file's).
        var reportsMisplaced = true
        /// The root view's layout margins when it is no controller's view (a cell's content
        /// view); nil: the safe area's, plus the side margin.
        var rootMargins: LayoutInsets?
    }

    /// The layout margins UIKit gives a table cell's content view (iOS 11 and later): 11 pt
    /// above and below, the side margin beside (16 pt, 20 pt in a row wider than 414 pt).
    /// Interface Builder drew 8 pt before Xcode 9 (``eightPointCellMarginsBefore``).
    static func cellContentMargins(rowWidth: Double) -> LayoutInsets {
        let side = sideMargin(screenWidth: rowWidth)
        return LayoutInsets(top: 11, left: side, bottom: 11, right: side)
    }

    /// The first `toolsVersion` of Xcode 9, the first Interface Builder to draw a cell's content
    /// view with iOS 11's margins: cell xibs of older files store their views 8 pt in from the
    /// content view's margin edges (files of toolsVersion 6xxx to 12xxx seen), newer ones 16 pt
    /// (20 pt in wider rows).
    static let eightPointCellMarginsBefore = 13000.0

    /// The result: the frame of each laid-out view in its parent's coordinates, by Interface
    /// Builder id, and what is wrong with the constraints.
    struct Result {
        var frames: [String: Rect] = [:]
        /// Views whose frame the constraints decide (rather than their autoresizing mask).
        var constrained: Set<String> = []
        /// Views the file stores no frame for.
        var frameless: Set<String> = []
        var issues: [ConstraintLayoutIssue] = []
        var constraintCount = 0
    }

    struct Item {
        var element: MarkupElement
        var id: String
        var parent: Int?
        var kind: ViewKind
        var stored: Rect?
        var storedGlobal: Rect?
        var x, y, width, height: LinearVariable
        var autoresizes: Bool
        /// Arranged by a stack view (``StackViewArrangement``).
        var arranged = false
        var content: (width: LinearVariable, height: LinearVariable)?
    }

    enum Guide {
        case view(Int), safeArea(Int), margins(Int), readable(Int), content(Int), frame(Int), top, bottom
    }

    /// The root view's insets and guide lengths: the screen's when laid out for a device; else
    /// estimates the solver may move (at a priority below the file's stored frames) to the
    /// values the file was drawn with, so that a stored frame counts as misplaced only when no
    /// status bar, bar or margin size explains it.
    struct Metrics {
        var top, left, bottom, right, side, topGuide, bottomGuide: LinearExpression
    }

    var solver = LinearConstraintSolver()
    /// The bounds the required constraints added so far put on single variables (a file's
    /// `width ≥ 44`, `height = 30`): an intrinsic size or non-negativity constraint they already
    /// imply changes no layout and costs the solver a row, so it is left out.
    private var lowerBounds: [LinearVariable: Double] = [:]
    private var upperBounds: [LinearVariable: Double] = [:]
    var metrics: Metrics
    private var fittedMetrics: [(LinearVariable, Double)] = []
    var items: [Item] = []
    var indexByID: [String: Int] = [:]
    var guides: [String: Guide] = [:]
    let screen: Screen
    let reader: InterfaceBuilderReader
    let imageSizes: [String: LayoutSize]
    private var result = Result()

    private init(screen: Screen, reader: InterfaceBuilderReader, imageSizes: [String: LayoutSize]) {
        self.screen = screen
        self.reader = reader
        self.imageSizes = imageSizes
        let safe = screen.safeArea
        let side = Self.sideMargin(screenWidth: screen.size.width)
        let estimates = [safe.top, safe.left, safe.bottom, safe.right, side, screen.topGuide, screen.bottomGuide]
        var values = estimates.map { LinearExpression(constant: $0) }
        if screen.reportsMisplaced {
            for (index, estimate) in estimates.enumerated() {
                let variable = solver.makeVariable()
                fittedMetrics.append((variable, estimate))
                values[index] = LinearExpression(variable)
            }
        }
        metrics = Metrics(top: values[0], left: values[1], bottom: values[2], right: values[3], side: values[4],
                          topGuide: values[5], bottomGuide: values[6])
    }

    /// True when `element` is laid out by its frame and autoresizing mask rather than by
    /// constraints: `translatesAutoresizingMaskIntoConstraints` is not `NO`, or Interface Builder
    /// marks its frame fixed (`fixedFrame="YES"`: a view given no constraints, which it writes
    /// with `translatesAutoresizingMaskIntoConstraints="NO"` all the same). At build time such a
    /// view keeps its frame, resized with its parent by its autoresizing mask.
    static func keepsFrame(_ element: MarkupElement) -> Bool {
        element["translatesAutoresizingMaskIntoConstraints"] != "NO" || element["fixedFrame"] == "YES"
    }

    /// True when `root`'s tree holds at least one constraint.
    static func hasConstraints(_ root: MarkupElement) -> Bool {
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "constraints", !element.children.isEmpty { return true }
            pending += element.children
        }
        return false
    }

    /// Lays out `root` (with the layout guides of `controller`) on `screen`.
    static func solve(root: MarkupElement, controller: MarkupElement?, screen: Screen, reader: InterfaceBuilderReader,
                      imageSizes: [String: LayoutSize]) -> Result {
        var layout = ConstraintSceneLayout(screen: screen, reader: reader, imageSizes: imageSizes)
        layout.collect(root, parent: nil, parentStoredGlobal: LayoutPoint(x: 0, y: 0))
        for guide in controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"] { layout.guides[id] = guide["type"] == "bottom" ? .bottom : .top }
        }
        layout.addConstraints()
        return layout.finish()
    }

    // MARK: - Items

    private mutating func collect(_ element: MarkupElement, parent: Int?, parentStoredGlobal: LayoutPoint?, arranged: Bool = false) {
        let ibID = element["id"] ?? "\(element.name)@line\(element.line)"
        let kind = InterfaceBuilderDocument.kindsByElement[element.name] ?? .view
        // Constraints place a view's alignment rectangle: the stored frame less its insets.
        let insets = Self.alignmentInsets(of: element)
        let stored = (try? reader.frame(of: element))?.map { Self.inset($0, by: insets) }
        let index = items.count
        var item = Item(element: element, id: ibID, parent: parent, kind: kind, stored: stored ?? nil,
                        // Where the file puts the view on screen: unknown under a view it stores no frame for.
                        storedGlobal: parentStoredGlobal.flatMap { origin in
                            (stored ?? nil).map { Rect(x: origin.x + $0.minX, y: origin.y + $0.minY, width: $0.width, height: $0.height) }
                        },
                        x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable(),
                        autoresizes: parent != nil && Self.keepsFrame(element))
        if parent == nil { item.storedGlobal = Rect(origin: .zero, size: screen.size) }
        if kind == .scroll { item.content = (solver.makeVariable(), solver.makeVariable()) }
        item.arranged = arranged
        if arranged { item.autoresizes = false }
        items.append(item)
        indexByID[ibID] = index
        guides[ibID] = .view(index)
        if (stored ?? nil) == nil, parent != nil { result.frameless.insert(ibID) }
        for guide in element.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[id] = .safeArea(index)
            case "layoutMargins": guides[id] = .margins(index)
            case "readableContentGuide": guides[id] = .readable(index)
            case "contentLayoutGuide": guides[id] = .content(index)
            case "frameLayoutGuide": guides[id] = .frame(index)
            default: break
            }
        }
        // Cells and bar items are laid out by their container, not by constraints; a stack
        // view's subviews are its arranged views.
        guard !kind.isList, !kind.isBar else { return }
        let origin = item.storedGlobal?.origin
        var pending = Array(element.children.reversed())
        while let child = pending.popLast() {
            if reader.isView(child), child["key"] != "tableHeaderView" {
                collect(child, parent: index, parentStoredGlobal: origin, arranged: kind == .stack)
            } else if child.name != "constraints" {
                pending += child.children.reversed()
            }
        }
    }

    // MARK: - Constraints

    private mutating func require(_ constraint: LinearConstraint) {
        _ = try? addNotingBounds(constraint)
    }

    /// Adds `constraint` to the solver; when it is required and holds one variable alone, notes
    /// the bound it puts on that variable (``lowerBounds``, ``upperBounds``).
    private mutating func addNotingBounds(_ constraint: LinearConstraint) throws {
        try solver.add(constraint)
        guard constraint.strength.isRequired else { return }
        var single: (LinearVariable, Double)?
        for (variable, coefficient) in constraint.expression.terms where coefficient != 0 {
            // A coefficient the solver drops as noise bounds nothing.
            guard single == nil, abs(coefficient) >= LinearConstraintSolver.epsilon else { return }
            single = (variable, coefficient)
        }
        guard let (variable, coefficient) = single else { return }
        // coefficient · variable + constant (relation) 0
        let bound = -constraint.expression.constant / coefficient
        let isLower = constraint.relation == .equal || (constraint.relation == .greaterThanOrEqual) == (coefficient > 0)
        let isUpper = constraint.relation == .equal || !isLower
        if isLower { lowerBounds[variable] = max(lowerBounds[variable] ?? -.infinity, bound) }
        if isUpper { upperBounds[variable] = min(upperBounds[variable] ?? .infinity, bound) }
    }

    /// Adds `variable ≥ value` (or `≤`) at `strength`, unless the required bounds already make it hold.
    private mutating func addUnlessImplied(_ variable: LinearVariable, _ relation: LinearConstraint.Relation, _ value: Double,
                                           strength: ConstraintStrength) {
        switch relation {
        case .greaterThanOrEqual: if let lower = lowerBounds[variable], lower >= value { return }
        case .lessThanOrEqual: if let upper = upperBounds[variable], upper <= value { return }
        case .equal: break
        }
        _ = try? addNotingBounds(LinearConstraint(v(variable), relation, LinearExpression(constant: value), strength: strength))
    }

    private mutating func addConstraints() {
        // The root view fills the screen.
        let root = items[0]
        require(LinearConstraint(v(root.x), .equal, LinearExpression(constant: 0)))
        require(LinearConstraint(v(root.y), .equal, LinearExpression(constant: 0)))
        require(LinearConstraint(v(root.width), .equal, LinearExpression(constant: screen.size.width)))
        require(LinearConstraint(v(root.height), .equal, LinearExpression(constant: screen.size.height)))
        for index in items.indices.dropFirst() where items[index].autoresizes {
            addAutoresizing(index)
        }
        var written: [(InterfaceBuilderConstraint, Int)] = []
        for index in items.indices {
            for element in items[index].element.child("constraints")?.children("constraint") ?? [] {
                if let constraint = InterfaceBuilderConstraint(element) { written.append((constraint, index)) }
            }
        }
        // Required constraints first, in document order, so that a conflict breaks the later one.
        for (constraint, holder) in written where constraint.priority >= 1000 { add(constraint, holder: holder) }
        for (constraint, holder) in written where constraint.priority < 1000 { add(constraint, holder: holder) }
        result.constraintCount = written.count
        // A view that no constraint names keeps its stored frame: Interface Builder gave it
        // fixed prototyping constraints at build time (Xcode 4.5 to 7), and Auto Layout never
        // moves it from the frame its nib sets (later ones): its autoresizing mask does not
        // apply, as it does not translate its mask into constraints.
        var named = Set<Int>()
        for (constraint, holder) in written {
            named.insert(constraint.firstItem.flatMap { indexByID[$0] } ?? holder)
            if let second = constraint.secondItem.flatMap({ indexByID[$0] }) { named.insert(second) }
        }
        for index in items.indices.dropFirst() where !items[index].autoresizes && !items[index].arranged && !named.contains(index)
            && items[index].stored != nil {
            addAutoresizing(index, mask: false)
        }
        for index in items.indices.dropFirst() where !items[index].autoresizes {
            addIntrinsicSize(index)
        }
        // Each stack view's arranged views, found in one pass (not one pass per stack view).
        var childrenOfStack: [Int: [Int]] = [:]
        for index in items.indices {
            if let parent = items[index].parent, items[parent].kind == .stack { childrenOfStack[parent, default: []].append(index) }
        }
        for index in items.indices where items[index].kind == .stack {
            addStackArrangement(index, children: childrenOfStack[index] ?? [])
        }
    }

    private mutating func add(_ constraint: InterfaceBuilderConstraint, holder: Int) {
        guard let first = expression(constraint.firstItem, constraint.firstAttribute, holder: holder) else { return }
        var second = LinearExpression(constant: constraint.constant)
        if let attribute = constraint.secondAttribute, constraint.secondItem != nil || attribute != constraint.firstAttribute {
            guard let other = expression(constraint.secondItem, attribute, holder: holder) else { return }
            second = constraint.multiplier * other + constraint.constant
        }
        let linear = LinearConstraint(first, constraint.relation, second, strength: ConstraintStrength(constraint.priority))
        do {
            try addNotingBounds(linear)
        } catch {
            let viewID = constraint.firstItem.flatMap { indexByID[$0] }.map { reader.viewID(of: items[$0].element) }
                ?? reader.viewID(of: items[holder].element)
            // Ids from the file are clipped: a 1 MB constraint id must not make a 1 MB message.
            let name = constraint.id.map { "constraint \(ClippedText.clipped($0))" } ?? "the constraint on line \(constraint.line)"
            let firstItem = constraint.firstItem.map { ClippedText.clipped($0) }, secondItem = constraint.secondItem.map { ClippedText.clipped($0) }
            result.issues.append(ConstraintLayoutIssue(kind: .conflicting, viewID: viewID, constraintID: constraint.id,
                                                       message: "\(name) (\(firstItem ?? "its view").\(constraint.firstAttribute.rawValue) \(symbol(constraint.relation)) \(secondItem.map { "\($0).\(constraint.secondAttribute?.rawValue ?? "")" } ?? "\(constraint.constant)")) contradicts the required constraints before it; Auto Layout breaks it"))
        }
    }

    private func symbol(_ relation: LinearConstraint.Relation) -> String {
        switch relation {
        case .equal: "="
        case .lessThanOrEqual: "≤"
        case .greaterThanOrEqual: "≥"
        }
    }

    /// A view without Auto Layout: its stored frame, resized with its parent by its mask (unless
    /// `mask` is false: then it keeps its stored frame whatever its parent's size).
    private mutating func addAutoresizing(_ index: Int, mask usesMask: Bool = true) {
        let item = items[index]
        guard let parentIndex = item.parent else { return }
        let parent = items[parentIndex]
        let stored = item.stored ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let storedParent = parent.stored?.size ?? (parentIndex == 0 ? parent.storedGlobal?.size : nil) ?? stored.size
        let mask = usesMask ? item.element.child("autoresizingMask", key: "autoresizingMask") : nil
        func flexible(_ name: String) -> Bool { mask?[name] == "YES" }
        func axis(origin: Double, length: Double, parentLength: Double, minFlex: Bool, sizeFlex: Bool, maxFlex: Bool)
            -> (originShare: Double, lengthShare: Double) {
            let parts = [(minFlex, max(0, origin)), (sizeFlex, max(0, length)), (maxFlex, max(0, parentLength - origin - length))]
            let flexible = parts.filter(\.0)
            guard !flexible.isEmpty else { return (0, 0) }
            let total = flexible.map(\.1).reduce(0, +)
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                return total > 0 ? part.1 / total : 1 / Double(flexible.count)
            }
            return (share(parts[0]), share(parts[1]))
        }
        let horizontal = axis(origin: stored.minX, length: stored.width, parentLength: storedParent.width,
                              minFlex: flexible("flexibleMinX"), sizeFlex: flexible("widthSizable"), maxFlex: flexible("flexibleMaxX"))
        let vertical = axis(origin: stored.minY, length: stored.height, parentLength: storedParent.height,
                            minFlex: flexible("flexibleMinY"), sizeFlex: flexible("heightSizable"), maxFlex: flexible("flexibleMaxY"))
        let growX = v(parent.width) + (-storedParent.width), growY = v(parent.height) + (-storedParent.height)
        require(LinearConstraint(v(item.x), .equal, v(parent.x) + stored.minX + horizontal.originShare * growX))
        require(LinearConstraint(v(item.width), .equal, LinearExpression(constant: stored.width) + horizontal.lengthShare * growX))
        require(LinearConstraint(v(item.y), .equal, v(parent.y) + stored.minY + vertical.originShare * growY))
        require(LinearConstraint(v(item.height), .equal, LinearExpression(constant: stored.height) + vertical.lengthShare * growY))
    }

    /// The constraints the stack view `index` makes for its arranged views (``StackViewArrangement``).
    private mutating func addStackArrangement(_ index: Int, children: [Int]) {
        let arrangement = StackViewArrangement(items[index].element)
        func box(_ item: Item) -> StackViewArrangement.Box {
            StackViewArrangement.Box(x: v(item.x), y: v(item.y), width: v(item.width), height: v(item.height))
        }
        let arranged = children.map { child -> StackViewArrangement.Arranged in
            let item = items[child]
            let text: Set<ViewKind> = [.label, .button, .textField, .textView]
            let baselines = text.contains(item.kind) ? self.baselines(of: child, top: v(item.y), height: v(item.height)) : nil
            let intrinsic = IntrinsicContentSize.of(item.element, kind: item.kind, imageSizes: imageSizes)
            let along = arrangement.axis == .horizontal ? (item.stored?.width ?? intrinsic.width) : (item.stored?.height ?? intrinsic.height)
            return StackViewArrangement.Arranged(box: box(item), isHidden: item.element["hidden"] == "YES",
                                                 firstBaseline: baselines?.first, lastBaseline: baselines?.last, length: along ?? 0)
        }
        for constraint in arrangement.constraints(stack: box(items[index]), arranged: arranged) {
            _ = try? solver.add(constraint)
        }
    }

    private mutating func addIntrinsicSize(_ index: Int) {
        let item = items[index]
        var size = IntrinsicContentSize.of(item.element, kind: item.kind, imageSizes: imageSizes)
        let insets = Self.alignmentInsets(of: item.element)
        size.width = size.width.map { $0 - insets.left - insets.right }
        size.height = size.height.map { $0 - insets.top - insets.bottom }
        // A stored size measured the text with the real font: it beats the estimate.
        // A control of fixed size stored near its standard size was drawn by the Xcode of its
        // era (a switch is 63×28 pt from iOS 26): that size stands. One stored far smaller (a
        // slider saved 1 pt high) is stale.
        if let stored = item.stored, IntrinsicContentSize.fixedHeightKinds.contains(item.kind), let height = size.height,
           stored.height >= height * IntrinsicContentSize.staleFraction {
            size = IntrinsicContentSize(width: size.width == nil ? nil : stored.width, height: stored.height)
        }
        // A stack view is as big as what it arranges (``StackViewArrangement``): no size of its own.
        if item.kind == .stack { size = IntrinsicContentSize() }
        if let stored = item.stored, [.label, .button, .textField, .textView].contains(item.kind) {
            if size.width != nil { size.width = stored.width }
            if size.height != nil { size.height = stored.height }
        }
        // A page control is as tall as the UIKit of its file's Xcode drew it: 37 pt before iOS 14
        // (Xcode 12), 26 pt since.
        if item.kind == .pageControl, let stored = item.stored, stored.height > 0 { size.height = stored.height }
        func priority(_ name: String, _ fallback: Double) -> ConstraintStrength {
            ConstraintStrength(item.element[name].flatMap(Double.init) ?? fallback)
        }
        if let width = size.width {
            addUnlessImplied(item.width, .greaterThanOrEqual, width, strength: priority("horizontalCompressionResistancePriority", 750))
            addUnlessImplied(item.width, .lessThanOrEqual, width, strength: priority("horizontalHuggingPriority", 250))
        }
        if let height = size.height {
            addUnlessImplied(item.height, .greaterThanOrEqual, height, strength: priority("verticalCompressionResistancePriority", 750))
            addUnlessImplied(item.height, .lessThanOrEqual, height, strength: priority("verticalHuggingPriority", 250))
        }
        // Sizes are never negative.
        addUnlessImplied(item.width, .greaterThanOrEqual, 0, strength: .required)
        addUnlessImplied(item.height, .greaterThanOrEqual, 0, strength: .required)
    }

    // MARK: - Solving

    private mutating func finish() -> Result {
        // Hold what nothing decides where the file stores it, then move those holds to find
        // what is ambiguous.
        // A view the file places nowhere is held at zero, more weakly than the estimated insets.
        var holds: [(LinearVariable, Double, ConstraintStrength)] = []
        for item in items.dropFirst() where !item.autoresizes {
            let stored = item.storedGlobal ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let strength = item.storedGlobal == nil ? Self.unplacedStrength : .stay
            holds += [(item.x, stored.minX, strength), (item.y, stored.minY, strength), (item.width, stored.width, strength), (item.height, stored.height, strength)]
            if let content = item.content {
                holds += [(content.width, stored.width, strength), (content.height, stored.height, strength)]
            }
        }
        // The file's insets, margins and guide lengths are fitted to its stored frames: they
        // give way to the stored frames, which give way to the file's constraints.
        for (variable, estimate) in fittedMetrics {
            require(LinearConstraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression()))
            solver.addEditVariable(variable, strength: Self.metricStrength)
            solver.suggestValue(variable, estimate)
        }
        for (variable, value, strength) in holds {
            solver.addEditVariable(variable, strength: strength)
            solver.suggestValue(variable, value)
        }
        let solved = items.map { global($0) }
        for (variable, _) in fittedMetrics {
            let fitted = solver.value(of: variable)
            solver.removeEditVariable(variable)
            require(LinearConstraint(LinearExpression(variable), .equal, LinearExpression(constant: fitted)))
        }
        for (variable, value, _) in holds { solver.suggestValue(variable, value + 97) }
        let shifted = items.map { global($0) }
        // The solver is done with: the holds are not moved back.

        var ambiguous: [String] = []
        var misplaced: [(String, Rect, Rect)] = []
        for (index, item) in items.enumerated() {
            guard let parent = item.parent else { continue }
            let frame = solved[index], parentFrame = solved[parent]
            // Rounded to a millionth of a point: the solver's arithmetic leaves noise below that.
            func clean(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
            let insets = Self.alignmentInsets(of: item.element)
            let parentInsets = Self.alignmentInsets(of: items[parent].element)
            result.frames[item.id] = Rect(x: clean(frame.minX - insets.left - parentFrame.minX + parentInsets.left),
                                          y: clean(frame.minY - insets.top - parentFrame.minY + parentInsets.top),
                                          width: clean(max(0, frame.width) + insets.left + insets.right),
                                          height: clean(max(0, frame.height) + insets.top + insets.bottom))
            guard !item.autoresizes, !item.arranged else { continue }
            result.constrained.insert(item.id)
            if !Self.close(frame, shifted[index], within: 0.5) {
                ambiguous.append(reader.viewID(of: item.element))
            } else if screen.reportsMisplaced, let stored = item.storedGlobal, !Self.close(stored, frame, within: Self.misplacedTolerance) {
                misplaced.append((reader.viewID(of: item.element), stored, frame))
            }
        }
        if solver.stoppedShort {
            // What the solver left is no layout: the stored frames stand, and one issue says why.
            result.frames = [:]
            result.constrained = []
            result.issues = [ConstraintLayoutIssue(kind: .unsolved, viewID: reader.viewID(of: items[0].element),
                                                   message: "the constraints could not be solved (the solver stopped after its limit of steps, on numbers floating point cannot settle); the stored frames are used")]
            return result
        }
        if let first = ambiguous.first {
            result.issues.append(ConstraintLayoutIssue(kind: .ambiguous, viewID: first,
                                                       message: "the constraints do not decide where \(Self.list(ambiguous)) go\(ambiguous.count == 1 ? "es" : ""): Auto Layout puts \(ambiguous.count == 1 ? "it" : "them") wherever its solver ends, which can change between devices and runs"))
        }
        if let first = misplaced.first {
            let detail = misplaced.prefix(3).map { "\(ClippedText.clipped($0.0)) stored at \(Self.text($0.1)), laid out at \(Self.text($0.2))" }.joined(separator: "; ")
            result.issues.append(ConstraintLayoutIssue(kind: .misplaced, viewID: first.0,
                                                       message: "\(misplaced.count) view\(misplaced.count == 1 ? "" : "s") stored away from where \(misplaced.count == 1 ? "its" : "their") constraints put \(misplaced.count == 1 ? "it" : "them") (Xcode's misplaced views: the frames are stale): \(detail)\(misplaced.count > 3 ? "; …" : "")"))
        }
        return result
    }

    private func global(_ item: Item) -> Rect {
        Rect(x: solver.value(of: item.x), y: solver.value(of: item.y), width: solver.value(of: item.width), height: solver.value(of: item.height))
    }

    /// How far a view's frame reaches beyond the alignment rectangle its constraints place, as
    /// UIKit draws it: a slider's track and thumb shadow, 2 pt each side and 1 pt below.
    static func alignmentInsets(of element: MarkupElement) -> LayoutInsets {
        element.name == "slider" ? LayoutInsets(top: 0, left: 2, bottom: 1, right: 2) : LayoutInsets()
    }

    static func inset(_ frame: Rect, by insets: LayoutInsets) -> Rect {
        Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
             width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }

    static func close(_ a: Rect, _ b: Rect, within tolerance: Double) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    static func list(_ ids: [String]) -> String {
        ids.prefix(5).map { ClippedText.clipped($0) }.joined(separator: ", ") + (ids.count > 5 ? " and \(ids.count - 5) more" : "")
    }

    static func text(_ frame: Rect) -> String {
        // Whole numbers without a fraction, others to a tenth; a frame far beyond Int's range
        // (a view stored at x="1e19") or infinite is written as a Double, never converted.
        func n(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(saturating: value)) : String((value * 10).rounded() / 10)
        }
        return "(\(n(frame.minX)), \(n(frame.minY)), \(n(frame.width))×\(n(frame.height)))"
    }
}
