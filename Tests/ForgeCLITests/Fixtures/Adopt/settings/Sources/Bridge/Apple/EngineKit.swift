public enum EngineKit {}
