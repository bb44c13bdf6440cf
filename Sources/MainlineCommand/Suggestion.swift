/// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
func closest(to word: String, among candidates: [String]) -> String? {
    let lower = word.lowercased()
    let scored = candidates.map { ($0, editDistance(lower, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(1, min(3, best.0.count / 3))
    if best.1 <= limit { return best.0 }
    // A prefix of a candidate ("--max-p9" for "--max-p95") counts too.
    if lower.count >= 3, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lower) }) { return prefixed }
    return nil
}

/// Edit distance counting insertions, deletions, substitutions and transpositions of
/// neighbours ("jsno" is one edit from "json"): optimal string alignment.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
