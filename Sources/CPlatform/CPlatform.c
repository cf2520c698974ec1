// Everything is in include/CPlatform.h (static inline); this file makes SwiftPM build the target.
