/// The ids given out in one scan: a candidate keeps its view's id the first time it is used,
/// and gets `id#2`, `id#3`… after that (`FocusScanner`, "Identity").
///
/// This is asked once per candidate, and nearly every id in a scan is new. A `Set<String>`
/// answers with a full string hash per id (normalising, seeded); here an ASCII id (the common
/// case: storyboard ids, accessibility identifiers, serials) is hashed over its bytes with a
/// cheap hash and found in a small open-addressing table, and two ids are only compared as
/// strings when their hashes match. ASCII bytes are their own canonical form, so for them equal
/// bytes and equal strings agree. The first id that is not ASCII (or not stored contiguously)
/// moves every id into a `Set<String>`, which then answers for the rest of the scan with
/// String's own equality (where "\u{212A}", the Kelvin sign, equals "K"); so does a run of
/// colliding hashes longer than `longestProbe` (the cheap hash is not seeded), so crafted ids
/// cost no more than with the set.
struct CandidateIDs {
    /// The ids seen, in order, with their hashes; `slots` indexes them.
    private var names: [String] = []
    private var hashes: [UInt64] = []
    /// Open addressing with linear probing: an index into `names`, -1 for an empty slot. Its
    /// count is a power of two, kept at least twice the number of names.
    private var slots: [Int32] = []
    /// Set once an id is not ASCII: from then on it holds every id seen.
    private var set: Set<String> = []
    private var usesSet = false
    /// How many candidates used each id that was used more than once.
    private var repeatedUses: [String: Int] = [:]

    /// Makes room for `count` ids.
    mutating func reserveCapacity(_ count: Int) {
        names.reserveCapacity(count)
        hashes.reserveCapacity(count)
        var size = 16
        while size < 2 * count { size *= 2 }
        if size > slots.count { rehash(size: size) }
    }

    /// The id a candidate named `id` gets: `id` itself the first time, then `id#2`, `id#3`…,
    /// skipping any such id already given out (a view whose own id is `id#2`, a copy of a
    /// repeated prototype cell): every id handed out is kept, so none is handed out twice.
    mutating func unique(_ id: String) -> String {
        guard !insert(id) else { return id }
        var uses = repeatedUses[id] ?? 1
        var candidate: String
        repeat {
            uses += 1
            candidate = id + "#\(uses)"
        } while !insert(candidate)
        repeatedUses[id] = uses
        return candidate
    }

    /// The most slots one insert visits before every id moves into the set (at most half the
    /// table is full, so honest ids need a few).
    static let longestProbe = 64

    /// True once every id is kept in the `Set<String>` (an id not ASCII, or ids colliding).
    var usesStringSet: Bool { usesSet }

    /// Adds `id`; false when it was already there.
    private mutating func insert(_ id: String) -> Bool {
        if !usesSet, let hash = Self.asciiHash(id) {
            if 2 * (names.count + 1) > slots.count { rehash(size: max(16, 2 * slots.count)) }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            // The hash is not seeded, so ids made to collide (a hostile file) could make every
            // insert walk a long run of slots: past `longestProbe` the set takes over.
            for _ in 0..<Self.longestProbe {
                let found = Int(slots[slot])
                if found < 0 {
                    slots[slot] = Int32(truncatingIfNeeded: names.count)
                    names.append(id)
                    hashes.append(hash)
                    return true
                }
                if hashes[found] == hash, names[found] == id { return false }
                slot = (slot + 1) & mask
            }
        }
        if !usesSet {
            usesSet = true
            set = Set(names)
            names = []
            hashes = []
            slots = []
        }
        return set.insert(id).inserted
    }

    /// Rebuilds the table with `size` slots (a power of two).
    private mutating func rehash(size: Int) {
        slots = [Int32](repeating: -1, count: size)
        let mask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index)
        }
    }

    /// FNV-1a over the bytes of `id`, with its high bits folded into the low ones (the table
    /// uses the low bits); nil when `id` is not ASCII or its bytes are not stored contiguously.
    static func asciiHash(_ id: String) -> UInt64? {
        let hash = id.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var all: UInt8 = 0
            for byte in bytes {
                all |= byte
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return all < 0x80 ? hash ^ (hash >> 29) ^ (hash >> 47) : nil
        }
        return hash ?? nil
    }
}
