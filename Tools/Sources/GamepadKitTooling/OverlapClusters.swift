import GamepadKitCore

/// Groups frames that overlap into clusters: two frames overlap when they share more than a
/// tolerance of area, and a cluster is a group of two or more frames linked by overlaps (A
/// overlaps B, B overlaps C: one cluster of three, even when A and C do not touch).
///
/// Finding the clusters does not list the overlapping pairs, whose number grows with the square
/// of the frames (3,000 stacked buttons are 4.5 million pairs). A sweep along one axis keeps the
/// frames the sweep line crosses, grouped by the cluster they belong to so far; a new frame is
/// compared with the members of each group only until one overlaps it, and then joins that
/// cluster. So a stack of identical frames costs one comparison per frame, and memory stays
/// linear in the number of frames. The sweep runs along the axis on which frames overlap the
/// least (fewer frames are crossed at once).
public enum OverlapClusters {
    /// One cluster: the indices of its frames, and one overlapping pair of them with the area
    /// they share (the first pair found, to show as an example: a frame that joins several
    /// clusters at once is paired with the one whose first frame in the sweep comes first).
    public struct Cluster: Hashable, Sendable {
        /// The indices of the cluster's frames, ascending.
        public var members: [Int]
        /// The smaller index of the example pair.
        public var exampleFirst: Int
        /// The larger index of the example pair.
        public var exampleSecond: Int
        /// The area the example pair shares.
        public var exampleShared: Rect
    }

    /// The clusters of `frames` whose overlaps exceed `tolerance` square points, ordered by their
    /// first member. Frames that are not finite are left out.
    /// With `minimumDepth`, the shared area must also be thicker than that on both sides: a strip
    /// a point or two deep where neighbours' frames meet is not an overlap.
    public static func clusters(of frames: [Rect], tolerance: Double, minimumDepth: Double = 0) -> [Cluster] {
        let usable = frames.indices.filter { index in
            let frame = frames[index]
            return frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
        }
        guard usable.count >= 2 else { return [] }
        let alongX = sweepCost(frames, usable, \.minX, \.maxX) <= sweepCost(frames, usable, \.minY, \.maxY)
        let start: (Rect) -> Double = alongX ? { $0.minX } : { $0.minY }
        let end: (Rect) -> Double = alongX ? { $0.maxX } : { $0.maxY }
        let order = usable.sorted { (start(frames[$0]), $0) < (start(frames[$1]), $1) }

        var parent = Array(frames.indices)
        var size = Array(repeating: 1, count: frames.count)
        func root(_ index: Int) -> Int {
            var current = index
            while parent[current] != current {
                parent[current] = parent[parent[current]]
                current = parent[current]
            }
            return current
        }
        func union(_ a: Int, _ b: Int) {
            let (rootA, rootB) = (root(a), root(b))
            guard rootA != rootB else { return }
            if size[rootA] < size[rootB] {
                parent[rootA] = rootB
                size[rootB] += size[rootA]
            } else {
                parent[rootB] = rootA
                size[rootA] += size[rootB]
            }
        }
        var examples: [Int: (Int, Int, Rect)] = [:]
        // The frames the sweep line crosses, by the root of their cluster.
        var active: [Int: [Int]] = [:]

        for index in order {
            let frame = frames[index]
            var joinedGroups: [[Int]] = []
            var example: (Int, Int, Rect)?
            // The groups in the order of their roots, so that the example a frame joining several
            // clusters gives is the same in every run (a dictionary's order is not).
            for groupRoot in active.keys.sorted() {
                guard var group = active.removeValue(forKey: groupRoot) else { continue }
                // Compared only until one member overlaps; members the sweep has passed leave
                // the group as they are met, so each frame leaves once.
                var position = 0
                var overlapping: (Int, Rect)?
                while position < group.count {
                    let member = group[position]
                    guard end(frames[member]) > start(frame) else {
                        group.swapAt(position, group.count - 1)
                        group.removeLast()
                        continue
                    }
                    if let shared = frames[member].intersection(frame), shared.width * shared.height > tolerance,
                       shared.width > minimumDepth, shared.height > minimumDepth {
                        overlapping = (member, shared)
                        break
                    }
                    position += 1
                }
                guard let (member, shared) = overlapping else {
                    if !group.isEmpty { active[groupRoot] = group }
                    continue
                }
                if example == nil {
                    example = examples[groupRoot] ?? (min(member, index), max(member, index), shared)
                }
                examples[groupRoot] = nil
                joinedGroups.append(group)
                union(groupRoot, index)
            }
            // The largest group takes in the others: each frame is copied O(log n) times at most.
            var members: [Int] = []
            if let largest = joinedGroups.indices.max(by: { joinedGroups[$0].count < joinedGroups[$1].count }) {
                members = joinedGroups[largest]
                joinedGroups[largest] = []
                for group in joinedGroups { members += group }
            }
            members.append(index)
            let merged = root(index)
            if let example { examples[merged] = example }
            active[merged] = members
        }

        var byRoot: [Int: [Int]] = [:]
        for index in usable {
            byRoot[root(index), default: []].append(index)
        }
        return byRoot.compactMap { groupRoot, members -> Cluster? in
            guard members.count >= 2, let (first, second, shared) = examples[groupRoot] else { return nil }
            return Cluster(members: members, exampleFirst: first, exampleSecond: second, exampleShared: shared)
        }
        .sorted { $0.members[0] < $1.members[0] }
    }

    /// How many frames the sweep along one axis crosses on average, up to a constant factor:
    /// the sum of the frames' extents over the span of them all.
    private static func sweepCost(_ frames: [Rect], _ indices: [Int], _ low: KeyPath<Rect, Double>, _ high: KeyPath<Rect, Double>) -> Double {
        var lowest = Double.infinity
        var highest = -Double.infinity
        var total = 0.0
        for index in indices {
            let frame = frames[index]
            lowest = min(lowest, frame[keyPath: low])
            highest = max(highest, frame[keyPath: high])
            total += frame[keyPath: high] - frame[keyPath: low]
        }
        let span = highest - lowest
        return span > 0 && span.isFinite ? total / span : Double(indices.count)
    }
}
