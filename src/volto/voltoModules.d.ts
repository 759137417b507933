// Ambient declarations for the Volto modules the lazily loaded Volto wrappers and the customization import.
// Volto ships no usable types for them (and is not installed here); they exist only inside a Volto build.
declare module '@plone/volto/*';
declare module '@plone/volto-original/*';
declare module 'react-router-dom';
