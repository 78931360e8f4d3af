public enum DateUtils {}
