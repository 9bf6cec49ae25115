#if !canImport(Darwin)
    import Foundation

    /// What a fetch request returns, as Core Data's `NSFetchRequestResult`: managed objects and
    /// their IDs.
    public protocol NSFetchRequestResult: NSObjectProtocol {}
#endif
