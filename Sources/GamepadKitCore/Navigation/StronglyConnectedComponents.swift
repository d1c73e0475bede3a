/// The strongly connected components of a navigation graph: groups of elements that can all
/// reach each other by some sequence of presses.
///
/// The graph has one node per element (by rank) and up to four edges per node, stored flat:
/// `successors[node * 4 + slot]` is the target of `slot`'s direction, or -1 for none.
/// Tarjan's algorithm, written with an explicit stack so deep graphs cannot overflow the call
/// stack: O(V + E) time and memory.
struct StronglyConnectedComponents: Sendable {
    /// The component of each node. Components are numbered in the order Tarjan's algorithm
    /// completes them, which is deterministic for a given graph.
    let component: [Int32]
    /// How many components there are (0 for an empty graph).
    let count: Int

    init(successors: [Int32], nodeCount n: Int) {
        let unvisited: Int32 = -1
        var components: Int32 = 0
        // Every buffer has its final size up front and is used with an explicit count, so the
        // loop below never grows an array. The scratch buffers are one raw allocation, and the
        // arrays are read through raw buffers: every index is a node (`0..<n`) or a depth or
        // stack height (at most `n`), so each is in range by construction.
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 5 * n)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: 5 * n)
        let index = scratch                 // visit order of each node, or `unvisited`
        let lowLink = scratch + n
        // Tarjan's stack: the visited nodes not yet given a component. A node is on it exactly
        // when it has an index and no component, so no separate "on stack" flags are needed.
        let stack = scratch + 2 * n
        // The depth-first path, each step with the next of its four slots to follow.
        let pathNode = scratch + 3 * n
        let pathSlot = scratch + 4 * n
        index.update(repeating: unvisited, count: n)
        var component = [Int32](repeating: -1, count: n)
        successors.withUnsafeBufferPointer { successors in
            component.withUnsafeMutableBufferPointer { component in
                var stackCount = 0
                var depth = 0
                var counter: Int32 = 0
                for root in 0..<n where index[root] == unvisited {
                    index[root] = counter
                    lowLink[root] = counter
                    counter += 1
                    stack[stackCount] = Int32(root)
                    stackCount += 1
                    pathNode[0] = Int32(root)
                    pathSlot[0] = 0
                    depth = 1
                    while depth > 0 {
                        let v = Int(pathNode[depth - 1])
                        // Follow the node's remaining slots up to the first unvisited target.
                        var slot = Int(pathSlot[depth - 1])
                        var next = -1
                        while slot < 4 {
                            let w = Int(successors[v * 4 + slot])
                            slot += 1
                            if w < 0 { continue }
                            if index[w] == unvisited { next = w; break }
                            if component[w] < 0 { lowLink[v] = min(lowLink[v], index[w]) }
                        }
                        if next >= 0 {
                            pathSlot[depth - 1] = Int32(slot)
                            index[next] = counter
                            lowLink[next] = counter
                            counter += 1
                            stack[stackCount] = Int32(next)
                            stackCount += 1
                            pathNode[depth] = Int32(next)
                            pathSlot[depth] = 0
                            depth += 1
                        } else {
                            depth -= 1
                            if lowLink[v] == index[v] {
                                var w: Int
                                repeat {
                                    stackCount -= 1
                                    w = Int(stack[stackCount])
                                    component[w] = components
                                } while w != v
                                components += 1
                            }
                            if depth > 0 {
                                let parent = Int(pathNode[depth - 1])
                                lowLink[parent] = min(lowLink[parent], lowLink[v])
                            }
                        }
                    }
                }
            }
        }
        self.component = component
        self.count = Int(components)
    }

    /// For each component, whether an edge from another component enters it. Components that
    /// nothing enters cannot be reached from the rest of the graph.
    func entered(successors: [Int32]) -> [Bool] {
        var entered = [Bool](repeating: false, count: count)
        let counts = enteringEdgeCounts(successors: successors)
        for c in 0..<count where counts[c] > 0 { entered[c] = true }
        return entered
    }

    /// For each component, how many edges from other components enter it.
    func enteringEdgeCounts(successors: [Int32]) -> [Int] {
        edgeCounts(successors: successors, entering: true)
    }

    /// For each component, how many of its edges lead into other components (0 for a dead end).
    func leavingEdgeCounts(successors: [Int32]) -> [Int] {
        edgeCounts(successors: successors, entering: false)
    }

    /// The number of components nothing enters (the sources of the component graph).
    func unenteredCount(successors: [Int32]) -> Int {
        let counts = enteringEdgeCounts(successors: successors)
        var unentered = 0
        for c in counts where c == 0 { unentered += 1 }
        return unentered
    }

    /// For each component, how many edges between components enter it (`entering`) or leave it.
    /// The loop reads raw buffers: every slot index is below `successors.count` (four per node,
    /// the nodes `component` was computed for) and every target is a node, so each component
    /// number is below `count`.
    private func edgeCounts(successors: [Int32], entering: Bool) -> [Int] {
        var counts = [Int](repeating: 0, count: count)
        guard successors.count <= 4 * component.count else {
            // Not the graph the components were computed for: the checked path.
            for (slotIndex, target) in successors.enumerated() where target >= 0 {
                let from = component[slotIndex / 4], to = component[Int(target)]
                if from != to { counts[Int(entering ? to : from)] += 1 }
            }
            return counts
        }
        successors.withUnsafeBufferPointer { successors in
            component.withUnsafeBufferPointer { component in
                counts.withUnsafeMutableBufferPointer { counts in
                    for node in 0..<(successors.count >> 2) {
                        let from = component[node]
                        for slotIndex in (node << 2)..<((node << 2) + 4) {
                            let target = Int(successors[slotIndex])
                            if target < 0 { continue }
                            let to = component[target]
                            if from != to { counts[Int(entering ? to : from)] += 1 }
                        }
                    }
                }
            }
        }
        return counts
    }
}
