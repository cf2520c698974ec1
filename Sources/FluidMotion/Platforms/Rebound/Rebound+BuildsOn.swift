extension ReboundPlatform {
    /// Rebound writes its springs in Origami's tension and friction (`SpringConfig.defaultConfig`,
    /// `fromOrigamiTensionAndFriction`) and configures coasting in Origami friction
    /// (`coastingConfigWithOrigamiFriction`).
    public var buildsOn: [any MotionPlatform] { [OrigamiPlatform()] }
}
