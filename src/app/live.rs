//! Live play's connection in the page: one WebRTC peer connection with one data channel, made
//! and used as the shell asks (`shell::PeerEffect`), its happenings told back to it
//! (`shell::PeerEvent`). No signalling server: the shell turns each side's description into a
//! code the players exchange. The channel is negotiated by both sides as channel 0, so the
//! descriptions hold nothing but the connection's own fields.

use super::{dispatch, Shared};
use crate::shell::{Event, PeerEffect, PeerEvent};
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{RtcDataChannel, RtcPeerConnection, RtcPeerConnectionState, RtcSdpType, RtcSessionDescriptionInit};

/// How long a description waits for the addresses to be found: the ones found by then go
/// (host addresses come at once; a STUN server that does not answer must not hold it up).
const GATHER_MS: i32 = 4000;

/// How long a connection may stay disconnected before it counts as dropped.
const DISCONNECTED_MS: i32 = 8000;

thread_local! {
    /// The connection in use: events of older ones are not the shell's business.
    static GENERATION: Cell<u32> = const { Cell::new(0) };
}

/// The connection and its channel, with the handlers that must live as long as they do.
pub struct Peer {
    pc: RtcPeerConnection,
    channel: RtcDataChannel,
    _handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

impl Drop for Peer {
    fn drop(&mut self) {
        // Closing fires no handler of ours, and those dropped with it must not be called.
        self.channel.set_onopen(None);
        self.channel.set_onmessage(None);
        self.channel.set_onclose(None);
        self.pc.set_onconnectionstatechange(None);
        self.pc.set_onicegatheringstatechange(None);
        self.channel.close();
        self.pc.close();
    }
}

/// Runs one of the shell's live-play effects.
pub fn run(app: &Shared, effect: PeerEffect) {
    match effect {
        PeerEffect::Offer => begin(app, None),
        PeerEffect::Join(offer) => begin(app, Some(offer)),
        PeerEffect::Connect(answer) => {
            let Some(pc) = app.borrow().peer.as_ref().map(|p| p.pc.clone()) else { return };
            let app = app.clone();
            let generation = current();
            wasm_bindgen_futures::spawn_local(async move {
                if describe(&pc, RtcSdpType::Answer, &answer).await.is_err() {
                    tell(&app, generation, PeerEvent::Failed);
                }
            });
        }
        PeerEffect::Send(payload) => {
            let sent = app.borrow().peer.as_ref().map(|p| p.channel.send_with_str(&payload).is_ok());
            if sent == Some(false) {
                let app = app.clone();
                let generation = current();
                crate::dom::later(0, move || tell(&app, generation, PeerEvent::Closed));
            }
        }
        PeerEffect::Close => {
            GENERATION.with(|g| g.set(g.get() + 1));
            let old = app.borrow_mut().peer.take();
            drop(old);
        }
    }
}

fn current() -> u32 {
    GENERATION.with(Cell::get)
}

/// Tells the shell, if the connection is still the one in use.
fn tell(app: &Shared, generation: u32, event: PeerEvent) {
    if generation == current() {
        dispatch(app, Event::Peer(event));
    }
}

/// A new connection: this device's offer (`offer` None), or its answer to the friend's offer.
fn begin(app: &Shared, offer: Option<String>) {
    GENERATION.with(|g| g.set(g.get() + 1));
    let generation = current();
    let peer = match connection(app, generation) {
        Ok(p) => p,
        Err(_) => {
            let app = app.clone();
            crate::dom::later(0, move || tell(&app, generation, PeerEvent::Failed));
            return;
        }
    };
    let pc = peer.pc.clone();
    app.borrow_mut().peer = Some(peer);
    let app = app.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match own_description(&pc, offer.as_deref()).await {
            Ok(sdp) => tell(&app, generation, PeerEvent::Described(sdp)),
            Err(_) => tell(&app, generation, PeerEvent::Failed),
        }
    });
}

/// The connection, its channel and their handlers.
fn connection(app: &Shared, generation: u32) -> Result<Peer, JsValue> {
    let servers = js_sys::Array::new();
    let stun = crate::settings::stun();
    if !stun.is_empty() {
        servers.push(&crate::js::object(&[("urls", stun.into())]));
    }
    let config = crate::js::object(&[("iceServers", servers.into())]);
    let pc = RtcPeerConnection::new_with_configuration(config.unchecked_ref())?;
    let init = crate::js::object(&[("negotiated", true.into()), ("id", 0.into())]);
    let channel = pc.create_data_channel_with_data_channel_dict("ludus", init.unchecked_ref());
    let mut handlers = Vec::new();
    let handler = |f: Box<dyn FnMut(web_sys::Event)>| Closure::wrap(f);
    let a = app.clone();
    let open = handler(Box::new(move |_| tell(&a, generation, PeerEvent::Open)));
    channel.set_onopen(Some(open.as_ref().unchecked_ref()));
    handlers.push(open);
    let a = app.clone();
    let message = handler(Box::new(move |e: web_sys::Event| {
        let data = js_sys::Reflect::get(&e, &"data".into()).ok().and_then(|d| d.as_string());
        // Only text is ours; a link is far below this (the shell checks the rest).
        if let Some(data) = data.filter(|d| d.len() <= ludus_engine::record::MAX_LINK_BYTES + 64) {
            tell(&a, generation, PeerEvent::Message(data));
        }
    }));
    channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
    handlers.push(message);
    let a = app.clone();
    let closed = handler(Box::new(move |_| tell(&a, generation, PeerEvent::Closed)));
    channel.set_onclose(Some(closed.as_ref().unchecked_ref()));
    handlers.push(closed);
    let a = app.clone();
    let watched = pc.clone();
    let state = handler(Box::new(move |_| {
        use RtcPeerConnectionState as S;
        match watched.connection_state() {
            S::Failed | S::Closed => tell(&a, generation, PeerEvent::Closed),
            // Often for a moment only (a phone's player away in the chat app): dropped if it
            // has not come back after a while.
            S::Disconnected => {
                let (a, pc) = (a.clone(), watched.clone());
                crate::dom::later(DISCONNECTED_MS, move || {
                    if matches!(pc.connection_state(), S::Disconnected | S::Failed | S::Closed) {
                        tell(&a, generation, PeerEvent::Closed);
                    }
                });
            }
            _ => {}
        }
    }));
    pc.set_onconnectionstatechange(Some(state.as_ref().unchecked_ref()));
    handlers.push(state);
    Ok(Peer { pc, channel, _handlers: handlers })
}

/// This side's description, with the addresses found within `GATHER_MS`.
async fn own_description(pc: &RtcPeerConnection, offer: Option<&str>) -> Result<String, JsValue> {
    let own = match offer {
        Some(offer) => {
            describe(pc, RtcSdpType::Offer, offer).await?;
            JsFuture::from(pc.create_answer()).await?
        }
        None => JsFuture::from(pc.create_offer()).await?,
    };
    JsFuture::from(pc.set_local_description(own.unchecked_ref())).await?;
    gathered(pc).await;
    pc.local_description().map(|d| d.sdp()).ok_or_else(|| JsValue::from_str("no description"))
}

/// The other side's description.
async fn describe(pc: &RtcPeerConnection, kind: RtcSdpType, sdp: &str) -> Result<(), JsValue> {
    let d = RtcSessionDescriptionInit::new(kind);
    d.set_sdp(sdp);
    JsFuture::from(pc.set_remote_description(&d)).await.map(|_| ())
}

/// Waits until the browser has found its addresses, or `GATHER_MS` passed.
async fn gathered(pc: &RtcPeerConnection) {
    let pc = pc.clone();
    let done = js_sys::Promise::new(&mut |resolve, _| {
        if pc.ice_gathering_state() == web_sys::RtcIceGatheringState::Complete {
            let _ = resolve.call0(&JsValue::NULL);
            return;
        }
        let r = resolve.clone();
        let watched = pc.clone();
        let change = Closure::<dyn FnMut()>::new(move || {
            if watched.ice_gathering_state() == web_sys::RtcIceGatheringState::Complete {
                let _ = r.call0(&JsValue::NULL);
            }
        });
        pc.set_onicegatheringstatechange(Some(change.as_ref().unchecked_ref()));
        change.forget();
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, GATHER_MS);
        }
    });
    let _ = JsFuture::from(done).await;
    pc.set_onicegatheringstatechange(None);
}
