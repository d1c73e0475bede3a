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
        var index = [Int32](repeating: unvisited, count: n)
        var lowLink = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var component = [Int32](repeating: -1, count: n)
        var stack: [Int32] = []
        var calls: [(node: Int, nextSlot: Int)] = []
        var counter: Int32 = 0
        var components: Int32 = 0

        for root in 0..<n where index[root] == unvisited {
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(Int32(root))
            onStack[root] = true
            calls.append((root, 0))
            while let frame = calls.last {
                let v = frame.node
                if frame.nextSlot < 4 {
                    calls[calls.count - 1].nextSlot += 1
                    let w = Int(successors[v * 4 + frame.nextSlot])
                    if w < 0 { continue }
                    if index[w] == unvisited {
                        index[w] = counter
                        lowLink[w] = counter
                        counter += 1
                        stack.append(Int32(w))
                        onStack[w] = true
                        calls.append((w, 0))
                    } else if onStack[w] {
                        lowLink[v] = min(lowLink[v], index[w])
                    }
                } else {
                    calls.removeLast()
                    if lowLink[v] == index[v] {
                        while let w = stack.popLast() {
                            onStack[Int(w)] = false
                            component[Int(w)] = components
                            if Int(w) == v { break }
                        }
                        components += 1
                    }
                    if let parent = calls.last {
                        lowLink[parent.node] = min(lowLink[parent.node], lowLink[v])
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
        for (slotIndex, target) in successors.enumerated() where target >= 0 {
            let from = component[slotIndex / 4], to = component[Int(target)]
            if from != to { entered[Int(to)] = true }
        }
        return entered
    }

    /// The number of components nothing enters (the sources of the component graph).
    func unenteredCount(successors: [Int32]) -> Int {
        entered(successors: successors).reduce(0) { $0 + ($1 ? 0 : 1) }
    }
}
