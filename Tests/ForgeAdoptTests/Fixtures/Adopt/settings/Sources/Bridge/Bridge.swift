public enum Bridge {}
