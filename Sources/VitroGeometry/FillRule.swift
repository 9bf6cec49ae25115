/// Which points a path with overlapping contours encloses.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
}
